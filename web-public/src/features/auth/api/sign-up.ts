import { API, apiPath, type AuthResult, type Lang, type SignUpRequest } from '@gp/shared';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { sessionKey, type Session } from '@gp/web-common/session/get-session';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const signUpKey = apiPath(API.signUp);

/** POST /api/v1/auth/sign-up. An email already in use signs in instead (spec §8). */
export function signUp(body: SignUpRequest, lang: Lang, url: string = signUpKey): Promise<AuthResult> {
  return apiRequest(url, answerSchema('authResultSchema'), { method: 'POST', body, headers: languageHeader(lang) });
}

/** Signs up and puts the new session in the cache, so every session reader sees the account at once. */
export function useSignUp(lang: Lang) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(signUpKey, async (url: string, { arg }: { arg: SignUpRequest }) => {
    const result = await signUp(arg, lang, url);
    await mutate<Session>(sessionKey, { user: result.user }, { revalidate: false });
    return result;
  });
}
