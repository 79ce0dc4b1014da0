import { API, apiPath, type Lang, type PhoneChallenge, type StartPhoneChallengeRequest } from '@gp/shared';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { phoneChallengeKey } from './get-phone-challenge';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const phoneChallengesUrl = apiPath(API.startPhoneChallenge);

/**
 * POST /api/v1/phone/challenges: the code goes out by SMS in the background (poll the challenge).
 * 400 PHONE.INVALID, 409 PHONE.IN_USE (attach), 429 PHONE.SEND_FAILED. A sign-in to an unregistered
 * number answers like any other (no enumeration); its code only ever reads as wrong.
 */
export function startPhoneChallenge(
  body: StartPhoneChallengeRequest,
  lang: Lang,
  url: string = phoneChallengesUrl,
): Promise<PhoneChallenge> {
  return apiRequest(url, answerSchema('phoneChallengeSchema'), { method: 'POST', body, headers: languageHeader(lang) });
}

/** Starts a challenge and caches it under its own key, where the code step reads (and polls) it. */
export function useStartPhoneChallenge(lang: Lang) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    phoneChallengesUrl,
    async (url: string, { arg }: { arg: Omit<StartPhoneChallengeRequest, 'lang'> }) => {
      const challenge = await startPhoneChallenge({ ...arg, lang }, lang, url);
      await mutate(phoneChallengeKey(challenge.challengeId), challenge, { revalidate: false });
      return challenge;
    },
  );
}
