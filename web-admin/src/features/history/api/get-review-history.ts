import { API, apiPath } from '@gp/shared';
import useSWR from 'swr';
import { readModel } from '../../../lib/admin-request';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const reviewHistoryKey = (reviewId: string) => apiPath(API.reviewHistory, { reviewId: reviewId });

/** GET /api/v1/audit/reviews/:id (admins and auditors): every event of the review, oldest first. */
export const getReviewHistory = (url: string) => readModel(url, answerSchema('auditHistoryViewSchema'));

/** A review's history, fetched only while one is asked for (`reviewId` null otherwise). */
export function useReviewHistory(reviewId: string | null) {
  return useSWR(reviewId ? reviewHistoryKey(reviewId) : null, getReviewHistory);
}
