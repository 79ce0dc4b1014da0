import { API, apiPath, type ChangeDisplayNameRequest, type CommandResult, type SessionUser } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { sessionKey } from '@gp/web-common/session/get-session';
import { answerSchema } from '@gp/web-common/lib/answer-schema';
import { useRefreshProfile } from './get-profile';

export const changeDisplayNameKey = apiPath(API.changeDisplayName);

/** PUT /api/v1/account/display-name (restricted: 403 BETA_REQUIRED or TERMS_REQUIRED otherwise). */
export function changeDisplayName(
  body: ChangeDisplayNameRequest,
  url: string = changeDisplayNameKey,
): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'PUT', body });
}

/**
 * Saves a display name, then re-reads the session (the nav) and a pro's profile up to that write
 * (the setup wizard's progress mark): a name saved after the last profile field would otherwise
 * leave the mark saying the name is missing. A member has no profile to read.
 */
export function useChangeDisplayName(user: Pick<SessionUser, 'id' | 'isContractor'>) {
  const { mutate } = useSWRConfig();
  const refreshProfile = useRefreshProfile(user.id);
  const { isContractor } = user;
  return useCallback(
    async (displayName: string) => {
      const { position } = await changeDisplayName({ displayName });
      await Promise.all([mutate(sessionKey), isContractor ? refreshProfile(position) : undefined]);
    },
    [mutate, isContractor, refreshProfile],
  );
}
