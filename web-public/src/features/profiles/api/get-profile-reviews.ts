import { API, apiPath, type ListProfileReviewsResponse } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const profileReviewsKey = (userId: string, page: number) =>
  apiPath(API.listProfileReviews, { userId }, { page });

/** `minPosition` waits until the read model holds a write the viewer just made (X-Min-Position). */
export const getProfileReviews = (url: string, minPosition?: number): Promise<ListProfileReviewsResponse> =>
  apiRequest(
    url,
    answerSchema('listProfileReviewsResponseSchema'),
    minPosition === undefined ? {} : { headers: { 'X-Min-Position': String(minPosition) } },
  );

/** GET /api/v1/profiles/:id/reviews?page: the live reviews, newest first (its owner also sees a hidden reply). */
export function useProfileReviews(userId: string, page: number) {
  return useSWR(profileReviewsKey(userId, page), (url: string) => getProfileReviews(url), { keepPreviousData: true });
}
