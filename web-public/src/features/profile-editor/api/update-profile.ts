import { API, apiPath, type CommandResult, type UpdateProfileRequest } from '@gp/shared';
import { useCallback } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { useRefreshProfile } from '../../../lib/api/get-profile';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const updateProfileKey = apiPath(API.updateProfile);

/** PATCH /api/v1/account/profile with the fields that changed; 400 REQUEST.INVALID names them in details.issues. */
export function updateProfile(
  changes: UpdateProfileRequest,
  headers: Record<string, string> = {},
): Promise<CommandResult> {
  return apiRequest(updateProfileKey, answerSchema('commandResultSchema'), { method: 'PATCH', body: changes, headers });
}

/** Saves profile fields, then re-reads the profile up to that write. */
export function useUpdateProfile(userId: string) {
  const lang = useLang();
  const refresh = useRefreshProfile(userId);
  return useCallback(
    async (changes: UpdateProfileRequest) => {
      const { position } = await updateProfile(changes, languageHeader(lang));
      await refresh(position);
    },
    [lang, refresh],
  );
}
