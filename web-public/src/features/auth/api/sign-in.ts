import { API, apiPath, type AuthResult, type Lang, type SignInRequest } from '@gp/shared';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { sessionKey, type Session } from '@gp/web-common/session/get-session';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const signInKey = apiPath(API.signIn);

/** POST /api/v1/auth/sign-in. A wrong password and an unknown email both answer 401 AUTH.WRONG_CREDENTIALS. */
export function signIn(body: SignInRequest, lang: Lang, url: string = signInKey): Promise<AuthResult> {
  return apiRequest(url, answerSchema('authResultSchema'), { method: 'POST', body, headers: languageHeader(lang) });
}

/** Signs in and puts the session in the cache. */
export function useSignIn(lang: Lang) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(signInKey, async (url: string, { arg }: { arg: SignInRequest }) => {
    const result = await signIn(arg, lang, url);
    await mutate<Session>(sessionKey, { user: result.user }, { revalidate: false });
    return result;
  });
}
