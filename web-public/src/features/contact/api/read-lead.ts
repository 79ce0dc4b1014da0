import { API, apiPath, type CommandResult } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';
import { getUnreadLeads, unreadLeadsKey } from '@gp/web-common/session/count-unread-leads';

export const readLeadKey = (leadId: string) => apiPath(API.readLead, { leadId });

/** POST /api/v1/account/leads/:id/read (only the pro the request was for; once is enough). */
export function readLead(url: string): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'POST' });
}

/**
 * Marks the requests the inbox shows as seen, then re-reads the unread count up to those writes.
 * The page keeps its "New" marks until it is read again: the pro sees which ones were new.
 */
export function useReadLeads() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (leadIds: readonly string[]) => {
      if (leadIds.length === 0) return;
      const results = await Promise.all(leadIds.map((leadId) => readLead(readLeadKey(leadId))));
      const position = Math.max(...results.map((result) => result.position));
      await mutate(unreadLeadsKey, getUnreadLeads(unreadLeadsKey, position), { revalidate: false });
    },
    [mutate],
  );
}
