import { API, apiPath, type ReceivedReviewsSummary } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const receivedReviewsSummaryKey = apiPath(API.getReceivedReviewsSummary);

/** GET /api/v1/account/received-reviews/summary: the signed-in pro's reviews awaiting moderation and approvals still needed. */
export function getReceivedReviewsSummary(url: string): Promise<ReceivedReviewsSummary> {
  return apiRequest(url, answerSchema('receivedReviewsSummarySchema'));
}

/**
 * Not asked again when the window regains focus: the figures change with moderation, not with the
 * tab, and a page left open after its session ended elsewhere would ask with a dead session (401).
 */
export function useReceivedReviewsSummary() {
  return useSWR(receivedReviewsSummaryKey, getReceivedReviewsSummary, { revalidateOnFocus: false });
}
