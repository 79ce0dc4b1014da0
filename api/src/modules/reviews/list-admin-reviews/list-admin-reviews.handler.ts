import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListAdminReviewsResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { reviewsProjection, type ReviewDocument } from '@gp/projections';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { SharedAnswers } from '../../../core/queries/shared-answers';
import { adminReview } from '../review-views';
import { ListAdminReviewsQuery } from './list-admin-reviews.query';
import { AccountNames } from '../../users/public';

/** Reads the reviews read model (and the contractors' and authors' account names: display name, else email): the queue first, newest first; optionally one status or one pro. */
@QueryHandler(ListAdminReviewsQuery)
export class ListAdminReviewsHandler implements IQueryHandler<ListAdminReviewsQuery, ListAdminReviewsResponse> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly accountNames: AccountNames,
    private readonly answers: SharedAnswers,
  ) {}

  /** The same queue for every admin and auditor: computed once until a review or a name changes. */
  execute(query: ListAdminReviewsQuery): Promise<ListAdminReviewsResponse> {
    return this.answers.of(query, () => this.list(query));
  }

  private async list({
    params: { page, pageSize, status, contractorId },
  }: ListAdminReviewsQuery): Promise<ListAdminReviewsResponse> {
    const reviews = this.readStore.collection<ReviewDocument>(reviewsProjection.collection);
    const filter = { ...(status && { status }), ...(contractorId && { contractorId }) };
    // The queue (pending, not removed) first; a removed review waits for nobody.
    const found = await findPage(reviews, filter, { queued: -1, createdAt: -1 }, { page, pageSize });
    const names = await this.accountNames.forAdmins(
      found.items.flatMap((review) => [review.contractorId, review.authorId]),
    );
    return mapPage(found, (review) =>
      adminReview(review, names.get(review.contractorId) ?? null, names.get(review.authorId) ?? null),
    );
  }
}
