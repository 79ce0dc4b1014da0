import type { ListAdminPhotosQuery as ListAdminPhotosParams } from '@gp/shared';

export class ListAdminPhotosQuery {
  constructor(readonly params: ListAdminPhotosParams) {}
}
