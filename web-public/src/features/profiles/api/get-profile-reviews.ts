import { API, apiPath, type ListProfileReviewsResponse } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

/** `asVisitor`: the list a signed-out visitor gets, whoever asks ("View as visitor": no reply an admin hid). */
export const profileReviewsKey = (userId: string, page: number, asVisitor = false) =>
  apiPath(API.listProfileReviews, { userId }, { page, as: asVisitor ? 'visitor' : undefined });

/** `minPosition` waits until the read model holds a write the viewer just made (X-Min-Position). */
export const getProfileReviews = (url: string, minPosition?: number): Promise<ListProfileReviewsResponse> =>
  apiRequest(
    url,
    answerSchema('listProfileReviewsResponseSchema'),
    minPosition === undefined ? {} : { headers: { 'X-Min-Position': String(minPosition) } },
  );

/** GET /api/v1/profiles/:id/reviews?page: the live reviews, newest first (its owner also sees a hidden reply). */
export function useProfileReviews(userId: string, page: number, asVisitor: boolean) {
  return useSWR(profileReviewsKey(userId, page, asVisitor), (url: string) => getProfileReviews(url), {
    keepPreviousData: true,
  });
}
