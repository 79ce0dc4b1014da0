import { API, apiPath, type CommandResult, type Lang } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { getUnreadLeads, unreadLeadsKey } from '@gp/web-common/session/count-unread-leads';
import { getLeads, leadsKey } from './list-leads';

export const deleteLeadKey = (leadId: string) => apiPath(API.deleteLead, { leadId });

/**
 * DELETE /api/v1/account/leads/:id (only the pro the request was for): the request leaves the
 * inbox, and its client's name, number and message are erased for good.
 */
export function deleteLead(leadId: string, lang: Lang): Promise<CommandResult> {
  return apiRequest(deleteLeadKey(leadId), answerSchema('commandResultSchema'), {
    method: 'DELETE',
    headers: languageHeader(lang),
  });
}

/** Deletes a request, then re-reads the page it was on and the unread count up to that write. */
export function useDeleteLead(page: number, lang: Lang) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (leadId: string) => {
      const { position } = await deleteLead(leadId, lang);
      await Promise.all([
        mutate(leadsKey(page), getLeads(leadsKey(page), position), { revalidate: false }),
        mutate(unreadLeadsKey, getUnreadLeads(unreadLeadsKey, position), { revalidate: false }),
      ]);
    },
    [mutate, page, lang],
  );
}
