import type { PublicReview } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { profileKey } from '../../../lib/api/get-profile';

export interface ProfileReviewsPage {
  items: PublicReview[];
  total: number;
  page: number;
  pageSize: number;
}

export const profileReviewsKey = (userId: string, page: number) => `${profileKey(userId)}/reviews?page=${page}`;

/** GET /api/v1/profiles/:id/reviews?page: the live reviews, newest first. */
export function useProfileReviews(userId: string, page: number) {
  return useSWR<ProfileReviewsPage, unknown>(
    profileReviewsKey(userId, page),
    (url: string) => apiRequest<ProfileReviewsPage>(url),
    {
      keepPreviousData: true,
    },
  );
}
