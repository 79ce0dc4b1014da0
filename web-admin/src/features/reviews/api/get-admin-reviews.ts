import { API, apiPath } from '@gp/shared';
import useSWR from 'swr';
import { readModel } from '../../../lib/admin-request';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const REVIEWS_PAGE_SIZE = 20;

/** A page of the whole list, or of one pro's reviews. */
export const adminReviewsKey = (page: number, contractorId?: string) =>
  apiPath(API.listAdminReviews, {}, { page, pageSize: REVIEWS_PAGE_SIZE, contractorId });

/** Every cached page of the reviews list: what a moderation decision makes stale. */
export const isAdminReviewsKey = (key: unknown) => typeof key === 'string' && key.startsWith(API.listAdminReviews.path);

/** GET /api/v1/admin/reviews (admins and auditors): the queue (pending, not removed) first, then newest first. */
export const getAdminReviews = (url: string) => readModel(url, answerSchema('listAdminReviewsResponseSchema'));

export function useAdminReviews(page: number, contractorId?: string) {
  return useSWR(adminReviewsKey(page, contractorId), getAdminReviews, { keepPreviousData: true });
}
