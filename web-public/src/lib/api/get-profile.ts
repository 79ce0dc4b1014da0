import { API, apiPath, type Lang, type ProfileView } from '@gp/shared';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

/** `asVisitor`: the answer a signed-out visitor gets, whoever asks ("View as visitor"). */
export const profileKey = (userId: string, asVisitor = false) =>
  apiPath(API.getProfile, { userId }, { as: asVisitor ? 'visitor' : undefined });

export interface GetProfileOptions {
  /** A command's position: the answer then includes that write (read-your-writes). */
  minPosition?: number;
  lang?: Lang;
}

/** GET /api/v1/profiles/:id; 404 PROFILE.NOT_FOUND for an unknown profile and for one not public yet (unless it is yours, or you are an admin). */
export function getProfile(url: string, { minPosition, lang }: GetProfileOptions = {}): Promise<ProfileView> {
  const headers: Record<string, string> = lang ? languageHeader(lang) : {};
  if (minPosition !== undefined) headers['X-Min-Position'] = String(minPosition);
  return apiRequest(url, answerSchema('profileViewSchema'), { headers });
}

export function useProfile(userId: string | undefined, asVisitor = false) {
  return useSWR(userId ? profileKey(userId, asVisitor) : null, (url: string) => getProfile(url));
}

/**
 * Re-reads a profile once the read model holds the write at `position`, so the page shows what
 * was just saved. A failed re-read is left to SWR's next revalidation: the write itself is stored.
 */
export function useRefreshProfile(userId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (position: number) => {
      const key = profileKey(userId);
      await mutate(key, getProfile(key, { minPosition: position }), {
        revalidate: false,
        rollbackOnError: false,
        throwOnError: false,
      });
    },
    [mutate, userId],
  );
}
