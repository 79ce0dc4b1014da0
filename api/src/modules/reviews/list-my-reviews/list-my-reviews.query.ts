import type { PaginationQuery } from '@gp/shared';

export class ListMyReviewsQuery {
  constructor(
    readonly authorId: string,
    /** Narrows the list to the reviews of one contractor (the review form's "your reviews of this pro"). */
    readonly contractorId: string | undefined,
    readonly pagination: PaginationQuery,
  ) {}
}
