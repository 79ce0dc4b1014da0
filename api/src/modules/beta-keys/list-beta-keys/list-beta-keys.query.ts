import type { ListBetaKeysQuery as ListBetaKeysParams } from '@gp/shared';

export class ListBetaKeysQuery {
  constructor(readonly params: ListBetaKeysParams) {}
}
