import type { ListAccountsQuery as ListAccountsParams } from '@gp/shared';

export class ListAccountsQuery {
  constructor(readonly params: ListAccountsParams) {}
}
