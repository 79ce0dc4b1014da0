import { API, apiPath, type CommandResult, type Lang } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { getSentRequests, sentRequestsKey } from './list-sent-requests';

export const withdrawSentRequestKey = (leadId: string) => apiPath(API.withdrawSentRequest, { leadId });

/**
 * DELETE /api/v1/account/sent-requests/:id (only its sender): the pro no longer sees the request,
 * and the name, number and message sent are erased for good.
 */
export function withdrawSentRequest(leadId: string, lang: Lang): Promise<CommandResult> {
  return apiRequest(withdrawSentRequestKey(leadId), answerSchema('commandResultSchema'), {
    method: 'DELETE',
    headers: languageHeader(lang),
  });
}

/** Withdraws a request, then re-reads the page of sent requests it was on up to that write. */
export function useWithdrawSentRequest(page: number, lang: Lang) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (leadId: string) => {
      const { position } = await withdrawSentRequest(leadId, lang);
      await mutate(sentRequestsKey(page), getSentRequests(sentRequestsKey(page), position), { revalidate: false });
    },
    [mutate, page, lang],
  );
}
