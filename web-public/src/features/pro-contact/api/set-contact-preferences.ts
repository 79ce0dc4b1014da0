import { commandResultSchema, type CommandResult, type ContactPreferences } from '@gp/shared';
import { useCallback } from 'react';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { useRefreshProfile } from '../../../lib/api/get-profile';

export const setContactPreferencesKey = '/api/v1/account/profile/contact-preferences';

/** PUT /api/v1/account/profile/contact-preferences (the pro's own profile). */
export async function setContactPreferences(
  body: ContactPreferences,
  url: string = setContactPreferencesKey,
): Promise<CommandResult> {
  return commandResultSchema.parse(await apiRequest<unknown>(url, { method: 'PUT', body }));
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
