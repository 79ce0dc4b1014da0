import { API, apiPath, type CommandResult } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { getLeads, leadsKey } from './list-leads';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const answerLeadKey = (leadId: string) => apiPath(API.answerLead, { leadId });

/** POST /api/v1/account/leads/:id/answered (only the pro the request was for). */
export function answerLead(url: string): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'POST' });
}

/** Marks a request answered, then re-reads the page it is on up to that write. */
export function useAnswerLead(page: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (leadId: string) => {
      const { position } = await answerLead(answerLeadKey(leadId));
      await mutate(leadsKey(page), getLeads(leadsKey(page), position), { revalidate: false });
    },
    [mutate, page],
  );
}
