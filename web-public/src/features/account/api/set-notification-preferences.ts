import { API, apiPath, type CommandResult, type SetNotificationPreferencesRequest } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';
import { notificationPreferencesKey } from './get-notification-preferences';

export const setNotificationPreferencesKey = apiPath(API.setNotificationPreferences);

/** PUT /api/v1/account/notification-preferences (any signed-in account): the whole map. */
export function setNotificationPreferences(
  body: SetNotificationPreferencesRequest,
  url: string = setNotificationPreferencesKey,
): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'PUT', body });
}

/** Saves the map, then shows it as the account's without asking again. */
export function useSetNotificationPreferences() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (preferences: SetNotificationPreferencesRequest['preferences']) => {
      await setNotificationPreferences({ preferences });
      await mutate(notificationPreferencesKey, { preferences }, { revalidate: false });
    },
    [mutate],
  );
}
