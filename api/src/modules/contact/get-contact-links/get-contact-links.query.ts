import type { Lang } from '@gp/shared';
import type { SearchedFor } from '../contact-links';

export class GetContactLinksQuery {
  constructor(
    readonly proId: string,
    readonly lang: Lang,
    /** The search the visitor found the pro with, which the WhatsApp text names. */
    readonly searchedFor: SearchedFor = {},
  ) {}
}
