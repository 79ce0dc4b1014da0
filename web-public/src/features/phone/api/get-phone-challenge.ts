import { API, apiPath, type Lang, type PhoneChallenge } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const phoneChallengeKey = (challengeId: string) => apiPath(API.getPhoneChallenge, { challengeId });

/** How often the code step asks whether the SMS went out, while it is on its way. */
export const SEND_STATUS_POLL_MS = 1000;

/** GET /api/v1/phone/challenges/:id: whether the latest code is pending, sent or failed, and when a resend is allowed. */
export function getPhoneChallenge(url: string, lang: Lang): Promise<PhoneChallenge> {
  return apiRequest(url, answerSchema('phoneChallengeSchema'), { headers: languageHeader(lang) });
}

/**
 * The challenge, re-read every second while its code is `pending`; polling stops once the server
 * says the SMS was sent or could not be.
 */
export function usePhoneChallenge(started: PhoneChallenge, lang: Lang) {
  return useSWR(phoneChallengeKey(started.challengeId), (url: string) => getPhoneChallenge(url, lang), {
    fallbackData: started,
    revalidateOnMount: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    refreshInterval: (latest) => (latest?.sendStatus === 'pending' ? SEND_STATUS_POLL_MS : 0),
  });
}
