import { API, apiPath, type LeadsPage } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const LEADS_PAGE_SIZE = 20;

/** GET /api/v1/account/leads: the signed-in pro's requests, newest first. */
export const leadsKey = (page: number) => apiPath(API.listMyLeads, {}, { page, pageSize: LEADS_PAGE_SIZE });

/** `minPosition` waits until the read model holds a write the pro just made (X-Min-Position). */
export function getLeads(url: string, minPosition?: number): Promise<LeadsPage> {
  return apiRequest(
    url,
    answerSchema('leadsPageSchema'),
    minPosition === undefined ? {} : { headers: { 'X-Min-Position': String(minPosition) } },
  );
}

export function useLeads(page: number) {
  return useSWR(leadsKey(page), (url: string) => getLeads(url), { keepPreviousData: true });
}
