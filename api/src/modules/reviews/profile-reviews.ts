import type { PagedList, PaginationQuery, ProfileReview } from '@gp/shared';
import type { ReadStore } from '@gp/shared/server';
import { reviewsProjection, type ReviewDocument } from '@gp/projections';
import { findPage, mapPage } from '../../core/queries/find-page';
import { ownerReview, publicReview } from './review-views';

/**
 * A page of the reviews a profile shows: the live ones (approved, by a signed-in author), newest
 * first. The caller has checked that the viewer may see the profile; `viewerIsOwner` (the
 * profile's contractor) also gets a reply an admin hid, marked hidden.
 */
export async function profileReviewsPage(
  readStore: ReadStore,
  contractorId: string,
  pagination: PaginationQuery,
  viewerIsOwner = false,
): Promise<PagedList<ProfileReview>> {
  const reviews = readStore.collection<ReviewDocument>(reviewsProjection.collection);
  const found = await findPage(reviews, { contractorId, isLive: true }, { createdAt: -1 }, pagination);
  return mapPage(found, viewerIsOwner ? ownerReview : publicReview);
}
