import { API, apiPath, listProfileReviewsResponseSchema, type ListProfileReviewsResponse } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';

export const profileReviewsKey = (userId: string, page: number) =>
  apiPath(API.listProfileReviews, { userId }, { page });

export const getProfileReviews = (url: string): Promise<ListProfileReviewsResponse> =>
  apiRequest(url, listProfileReviewsResponseSchema);

/** GET /api/v1/profiles/:id/reviews?page: the live reviews, newest first. */
export function useProfileReviews(userId: string, page: number) {
  return useSWR(profileReviewsKey(userId, page), getProfileReviews, { keepPreviousData: true });
}
