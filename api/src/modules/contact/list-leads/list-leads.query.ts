import type { ListLeadsQuery as ListLeadsParams } from '@gp/shared';

export class ListLeadsQuery {
  constructor(
    readonly params: ListLeadsParams,
    /** The pro whose requests are read; null: every pro's (admins only). */
    readonly proId: string | null,
  ) {}
}
