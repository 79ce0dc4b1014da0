import { API, apiPath, type AcceptTermsRequest, type CommandResult } from '@gp/shared';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { sessionKey, type Session } from '@gp/web-common/session/get-session';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const acceptTermsKey = apiPath(API.acceptTerms);

/** POST /api/v1/account/terms ("I agree"); 409 TERMS.OUTDATED when the version on screen is old. */
export function acceptTerms(body: AcceptTermsRequest, url: string = acceptTermsKey): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'POST', body });
}

/** Agrees, then re-reads the session (now with the terms signed) and answers it. */
export function useAcceptTerms() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(acceptTermsKey, async (url: string, { arg }: { arg: AcceptTermsRequest }) => {
    await acceptTerms(arg, url);
    return mutate<Session>(sessionKey);
  });
}
