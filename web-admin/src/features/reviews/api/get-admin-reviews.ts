import type { AdminReview } from '@gp/shared';
import useSWR from 'swr';
import { listUrl, readModel } from '../../../lib/admin-request';

export const ADMIN_REVIEWS_PATH = '/api/v1/admin/reviews';
export const REVIEWS_PAGE_SIZE = 20;

export interface AdminReviewList {
  items: AdminReview[];
  total: number;
  page: number;
  pageSize: number;
}

export const adminReviewsKey = (page: number) => listUrl(ADMIN_REVIEWS_PATH, { page, pageSize: REVIEWS_PAGE_SIZE });

/** Every cached page of the reviews list: what a moderation decision makes stale. */
export const isAdminReviewsKey = (key: unknown) => typeof key === 'string' && key.startsWith(ADMIN_REVIEWS_PATH);

/** GET /api/v1/admin/reviews (admins and auditors): pending first, then newest first. */
export const getAdminReviews = (url: string) => readModel<AdminReviewList>(url);

export function useAdminReviews(page: number) {
  return useSWR<AdminReviewList, unknown>(adminReviewsKey(page), getAdminReviews, { keepPreviousData: true });
}
