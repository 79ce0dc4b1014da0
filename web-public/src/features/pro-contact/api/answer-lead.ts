import { commandResultSchema, type CommandResult } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { getLeads, leadsKey } from './list-leads';

export const answerLeadKey = (leadId: string) => `/api/v1/account/leads/${encodeURIComponent(leadId)}/answered`;

/** POST /api/v1/account/leads/:id/answered (only the pro the request was for). */
export async function answerLead(url: string): Promise<CommandResult> {
  return commandResultSchema.parse(await apiRequest<unknown>(url, { method: 'POST' }));
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
