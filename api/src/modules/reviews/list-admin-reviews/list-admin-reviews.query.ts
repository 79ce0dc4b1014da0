import type { ListAdminReviewsQuery as ListAdminReviewsParams } from '@gp/shared';

export class ListAdminReviewsQuery {
  constructor(readonly params: ListAdminReviewsParams) {}
}
