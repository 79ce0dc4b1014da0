import type { PagedList, PaginationQuery, PublicReview } from '@gp/shared';
import type { ReadStore } from '@gp/shared/server';
import { reviewsProjection, type ReviewDocument } from '@gp/projections';
import { findPage, mapPage } from '../../core/queries/find-page';
import { publicReview } from './review-views';

/**
 * A page of the reviews a profile shows: the live ones (approved, by a signed-in author), newest
 * first. The caller has checked that the viewer may see the profile.
 */
export async function profileReviewsPage(
  readStore: ReadStore,
  contractorId: string,
  pagination: PaginationQuery,
): Promise<PagedList<PublicReview>> {
  const reviews = readStore.collection<ReviewDocument>(reviewsProjection.collection);
  return mapPage(await findPage(reviews, { contractorId, isLive: true }, { createdAt: -1 }, pagination), publicReview);
}
