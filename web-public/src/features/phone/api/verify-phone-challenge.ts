import {
  API,
  apiPath,
  type Lang,
  type VerifyPhoneChallengeRequest,
  type VerifyPhoneChallengeResponse,
} from '@gp/shared';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { sessionKey, type Session } from '@gp/web-common/session/get-session';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const verifyPhoneChallengeUrl = apiPath(API.verifyPhoneChallenge);

/**
 * POST /api/v1/phone/challenges/verify. attach: the number is on the account; sign-in: a session
 * cookie is set. 400 PHONE.WRONG_CODE (details.attemptsLeft), 400 PHONE.VERIFICATION_FAILED
 * (expired, locked after five wrong codes, or used), 409 PHONE.IN_USE (another account verified it first).
 */
export function verifyPhoneChallenge(
  body: VerifyPhoneChallengeRequest,
  lang: Lang,
  url: string = verifyPhoneChallengeUrl,
): Promise<VerifyPhoneChallengeResponse> {
  return apiRequest(url, answerSchema('verifyPhoneChallengeResponseSchema'), {
    method: 'POST',
    body,
    headers: languageHeader(lang),
  });
}

/** Verifies; a phone sign-in puts its session in the cache like the email sign-in does. */
export function useVerifyPhoneChallenge(lang: Lang) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(verifyPhoneChallengeUrl, async (url: string, { arg }: { arg: VerifyPhoneChallengeRequest }) => {
    const result = await verifyPhoneChallenge(arg, lang, url);
    if (result.purpose === 'sign-in') await mutate<Session>(sessionKey, { user: result.user }, { revalidate: false });
    return result;
  });
}
