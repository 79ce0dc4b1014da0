import { API, apiPath, type SessionResponse } from '@gp/shared';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { useCallback } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const impersonationsUrl = apiPath(API.startImpersonation);

/** POST /api/v1/admin/impersonations (admins): the answer sets a new session cookie for the target. */
export function startImpersonation(userId: string): Promise<SessionResponse> {
  return apiRequest(impersonationsUrl, answerSchema('sessionResponseSchema'), { method: 'POST', body: { userId } });
}

/**
 * Views the site as a user and opens their profile (spec §4), in the console's language, with a full page load, so both apps
 * start over with the new session.
 */
export function useStartImpersonation() {
  const lang = useLang();
  return useCallback(
    async (userId: string) => {
      await startImpersonation(userId);
      window.location.assign(`/${lang}/profile/${encodeURIComponent(userId)}`);
    },
    [lang],
  );
}
