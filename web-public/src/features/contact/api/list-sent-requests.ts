import { API, apiPath, type SentRequestsPage } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const SENT_REQUESTS_PAGE_SIZE = 20;

/** GET /api/v1/account/sent-requests: the requests the signed-in member sent to pros, newest first. */
export const sentRequestsKey = (page: number) =>
  apiPath(API.listSentRequests, {}, { page, pageSize: SENT_REQUESTS_PAGE_SIZE });

/** `minPosition` waits until the read model holds a write the member just made (X-Min-Position). */
export function getSentRequests(url: string, minPosition?: number): Promise<SentRequestsPage> {
  return apiRequest(
    url,
    answerSchema('sentRequestsPageSchema'),
    minPosition === undefined ? {} : { headers: { 'X-Min-Position': String(minPosition) } },
  );
}

export function useSentRequests(page: number) {
  return useSWR(sentRequestsKey(page), (url: string) => getSentRequests(url), { keepPreviousData: true });
}
