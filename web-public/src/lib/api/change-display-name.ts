import { API, apiPath, type ChangeDisplayNameRequest, type CommandResult } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { sessionKey } from '@gp/web-common/session/get-session';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const changeDisplayNameKey = apiPath(API.changeDisplayName);

/** PUT /api/v1/account/display-name (restricted: 403 BETA_REQUIRED or TERMS_REQUIRED otherwise). */
export function changeDisplayName(
  body: ChangeDisplayNameRequest,
  url: string = changeDisplayNameKey,
): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'PUT', body });
}

/** Saves a display name, then re-reads the session so the nav and the setup wizard see it. */
export function useChangeDisplayName() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (displayName: string) => {
      await changeDisplayName({ displayName });
      await mutate(sessionKey);
    },
    [mutate],
  );
}
