import { API, apiPath, type ChangePreferredLanguageRequest, type CommandResult } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { sessionKey } from '@gp/web-common/session/get-session';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const changePreferredLanguageKey = apiPath(API.changePreferredLanguage);

/** PUT /api/v1/account/preferred-language (any signed-in account). */
export function changePreferredLanguage(
  body: ChangePreferredLanguageRequest,
  url: string = changePreferredLanguageKey,
): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'PUT', body });
}

/** Saves the preferred language, then re-reads the session, which answers it. */
export function useChangePreferredLanguage() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (preferredLang: ChangePreferredLanguageRequest['preferredLang']) => {
      await changePreferredLanguage({ preferredLang });
      await mutate(sessionKey);
    },
    [mutate],
  );
}
