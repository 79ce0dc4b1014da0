import { leadsPageSchema, type LeadsPage } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';

export const LEADS_PAGE_SIZE = 20;

/** GET /api/v1/account/leads: the signed-in pro's requests, newest first. */
export const leadsKey = (page: number) => `/api/v1/account/leads?page=${page}&pageSize=${LEADS_PAGE_SIZE}`;

/** `minPosition` waits until the read model holds a write the pro just made (X-Min-Position). */
export async function getLeads(url: string, minPosition?: number): Promise<LeadsPage> {
  return leadsPageSchema.parse(
    await apiRequest<unknown>(
      url,
      minPosition === undefined ? {} : { headers: { 'X-Min-Position': String(minPosition) } },
    ),
  );
}

export function useLeads(page: number) {
  return useSWR<LeadsPage, unknown>(leadsKey(page), (url: string) => getLeads(url), { keepPreviousData: true });
}
