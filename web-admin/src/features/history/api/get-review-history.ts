import type { AuditHistory } from '@gp/shared';
import useSWR from 'swr';
import { readModel } from '../../../lib/admin-request';

export const reviewHistoryKey = (reviewId: string) => `/api/v1/audit/reviews/${encodeURIComponent(reviewId)}`;

/** GET /api/v1/audit/reviews/:id (admins and auditors): every event of the review, oldest first. */
export const getReviewHistory = (url: string) => readModel<AuditHistory>(url);

/** A review's history, fetched only while one is asked for (`reviewId` null otherwise). */
export function useReviewHistory(reviewId: string | null) {
  return useSWR<AuditHistory, unknown>(reviewId ? reviewHistoryKey(reviewId) : null, getReviewHistory);
}
