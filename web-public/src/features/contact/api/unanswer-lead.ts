import { API, apiPath, type CommandResult } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';
import { getLeads, leadsKey } from './list-leads';

export const unanswerLeadKey = (leadId: string) => apiPath(API.unanswerLead, { leadId });

/** DELETE /api/v1/account/leads/:id/answered: the request is open again (only the pro it was for). */
export function unanswerLead(url: string): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'DELETE' });
}

/** Takes back "answered", then re-reads the page it is on up to that write. */
export function useUnanswerLead(page: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (leadId: string) => {
      const { position } = await unanswerLead(unanswerLeadKey(leadId));
      await mutate(leadsKey(page), getLeads(leadsKey(page), position), { revalidate: false });
    },
    [mutate, page],
  );
}
