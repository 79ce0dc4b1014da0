import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { REVIEWS_TO_PUBLISH_PROFILE, type ReceivedReviewsSummary } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import {
  contractorRatingsProjection,
  reviewsProjection,
  type ContractorRatingDocument,
  type ReviewDocument,
} from '@gp/projections';
import { GetReceivedReviewsSummaryQuery } from './get-received-reviews-summary.query';

/**
 * Reads the reviews read model (the moderation queue: pending and not removed, along the
 * `contractorId_queued_createdAt` index) and the contractor's rating (live reviews): the pro's own
 * reviews awaiting an admin, and how many more approvals publication needs.
 */
@QueryHandler(GetReceivedReviewsSummaryQuery)
export class GetReceivedReviewsSummaryHandler implements IQueryHandler<
  GetReceivedReviewsSummaryQuery,
  ReceivedReviewsSummary
> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ contractorId }: GetReceivedReviewsSummaryQuery): Promise<ReceivedReviewsSummary> {
    const [awaitingReview, rating] = await Promise.all([
      this.readStore
        .collection<ReviewDocument>(reviewsProjection.collection)
        .countDocuments({ contractorId, queued: true }),
      this.readStore
        .collection<ContractorRatingDocument>(contractorRatingsProjection.collection)
        .findOne({ _id: contractorId }),
    ]);
    const live = rating?.liveCount ?? 0;
    return { awaitingReview, live, stillNeeded: Math.max(REVIEWS_TO_PUBLISH_PROFILE - live, 0) };
  }
}
