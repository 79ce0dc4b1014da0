import type { Lang } from '@gp/shared';

export class GetContactLinksQuery {
  constructor(
    readonly proId: string,
    readonly lang: Lang,
  ) {}
}
