import { API, apiPath, type UnreadLeads } from '@gp/shared';
import useSWR from 'swr';
import { answerSchema } from '../lib/answer-schema';
import { apiRequest } from '../lib/api-client';

/**
 * GET /api/v1/account/leads/unread: how many of the signed-in pro's requests they have not seen.
 * Here beside the session rather than in a feature: the account menu (every page's header) and the
 * account page's requests tab both show it.
 */
export const unreadLeadsKey = apiPath(API.countMyUnreadLeads);

/** `minPosition` waits until the read model holds a write the pro just made (X-Min-Position). */
export function getUnreadLeads(url: string = unreadLeadsKey, minPosition?: number): Promise<UnreadLeads> {
  return apiRequest(
    url,
    answerSchema('unreadLeadsSchema'),
    minPosition === undefined ? {} : { headers: { 'X-Min-Position': String(minPosition) } },
  );
}

/** The count for a pro; nothing is asked for anyone else (`enabled` false): a client receives no requests. */
export function useUnreadLeads(enabled: boolean): number | undefined {
  const { data } = useSWR(enabled ? unreadLeadsKey : null, (url: string) => getUnreadLeads(url), {
    refreshInterval: 60_000,
  });
  return enabled ? data?.unread : undefined;
}
