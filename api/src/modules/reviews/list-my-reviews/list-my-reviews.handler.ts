import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListMyReviewsResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { reviewsProjection, type ReviewDocument } from '@gp/projections';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { authoredReview } from '../review-views';
import { ListMyReviewsQuery } from './list-my-reviews.query';
import { AccountNames } from '../../users/public';

/** Reads the reviews read model (and contractor names from profiles): one author's reviews, newest first. */
@QueryHandler(ListMyReviewsQuery)
export class ListMyReviewsHandler implements IQueryHandler<ListMyReviewsQuery, ListMyReviewsResponse> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly contractorNames: AccountNames,
  ) {}

  async execute({ authorId, contractorId, pagination }: ListMyReviewsQuery): Promise<ListMyReviewsResponse> {
    const reviews = this.readStore.collection<ReviewDocument>(reviewsProjection.collection);
    const filter = { authorId, ...(contractorId ? { contractorId } : {}) };
    const found = await findPage(reviews, filter, { createdAt: -1 }, pagination);
    const names = await this.contractorNames.displayNames(found.items.map((review) => review.contractorId));
    return mapPage(found, (review) => authoredReview(review, names.get(review.contractorId) ?? null));
  }
}
