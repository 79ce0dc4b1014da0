import { API, apiPath, type CommandResult, type ContactPreferences } from '@gp/shared';
import { useCallback } from 'react';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { useRefreshProfile } from '../../../lib/api/get-profile';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const setContactPreferencesKey = apiPath(API.setContactPreferences);

/** PUT /api/v1/account/profile/contact-preferences (the pro's own profile). */
export function setContactPreferences(
  body: ContactPreferences,
  url: string = setContactPreferencesKey,
): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'PUT', body });
}

/** Saves the choice, then re-reads the profile up to that write. */
export function useSetContactPreferences(userId: string) {
  const refresh = useRefreshProfile(userId);
  return useCallback(
    async (preferences: ContactPreferences) => {
      const { position } = await setContactPreferences(preferences);
      await refresh(position);
    },
    [refresh],
  );
}
