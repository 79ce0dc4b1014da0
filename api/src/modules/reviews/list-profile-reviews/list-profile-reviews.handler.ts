import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListProfileReviewsResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { reviewsProjection, type ReviewDocument } from '@gp/projections';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { ProfileVisibility } from '../../profiles/public';
import { publicReview } from '../review-views';
import { ListProfileReviewsQuery } from './list-profile-reviews.query';

/** Reads the reviews read model: a profile's live reviews, newest first, only where the viewer may see the profile. */
@QueryHandler(ListProfileReviewsQuery)
export class ListProfileReviewsHandler implements IQueryHandler<ListProfileReviewsQuery, ListProfileReviewsResponse> {
  constructor(
    private readonly visibility: ProfileVisibility,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async execute({ userId, viewer, pagination }: ListProfileReviewsQuery): Promise<ListProfileReviewsResponse> {
    await this.visibility.load(userId, viewer);
    const reviews = this.readStore.collection<ReviewDocument>(reviewsProjection.collection);
    return mapPage(await findPage(reviews, { contractorId: userId, isLive: true }, { createdAt: -1 }, pagination), publicReview);
  }
}
