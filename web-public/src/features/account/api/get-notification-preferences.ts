import { API, apiPath, type NotificationPreferencesResponse } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const notificationPreferencesKey = apiPath(API.getNotificationPreferences);

/** GET /api/v1/account/notification-preferences: the account's channel per kind (a kind left out is automatic). */
export function getNotificationPreferences(
  url: string = notificationPreferencesKey,
): Promise<NotificationPreferencesResponse> {
  return apiRequest(url, answerSchema('notificationPreferencesResponseSchema'));
}

/** Read once while the section is shown; a save puts its map in place (the server reads the account's own stream). */
export function useNotificationPreferences() {
  return useSWR(notificationPreferencesKey, getNotificationPreferences, { revalidateOnFocus: false });
}
