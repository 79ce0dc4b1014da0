import type { AuthoredReview, ListMyReviewsResponse } from '@gp/shared';

/** A review as its author's list answers it: pending, for Playa Plumbing (pro-1); `overrides` changes any of it. */
export function authoredReview(overrides: Partial<AuthoredReview> = {}): AuthoredReview {
  return {
    id: 'review-1',
    authorName: 'Ana Rojas',
    rating: 4,
    title: 'Fixed our leak',
    body: 'Came the same day.',
    createdAt: '2025-03-14T15:00:00.000Z',
    reply: null,
    contractorId: 'pro-1',
    contractorName: 'Playa Plumbing',
    status: 'pending',
    isLive: false,
    removal: null,
    ...overrides,
  };
}

/** One page of the author's list holding `items`. */
export const authoredPage = (items: AuthoredReview[], total = items.length, page = 1): ListMyReviewsResponse => ({
  items,
  total,
  page,
  pageSize: 10,
});
