import { API, apiPath, type Lang, type PhoneChallenge } from '@gp/shared';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { phoneChallengeKey } from './get-phone-challenge';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

const resendPhoneChallengeKey = (challengeId: string) => apiPath(API.resendPhoneChallenge, { challengeId });

/**
 * POST /api/v1/phone/challenges/:id/resend: a new code, and the previous one stops working.
 * 429 PHONE.RESEND_TOO_SOON before resendAvailableAt, 429 PHONE.SEND_FAILED past the hourly limit.
 */
export function resendPhoneChallenge(challengeId: string, lang: Lang): Promise<PhoneChallenge> {
  return apiRequest(resendPhoneChallengeKey(challengeId), answerSchema('phoneChallengeSchema'), {
    method: 'POST',
    headers: languageHeader(lang),
  });
}

/** Resends and puts the fresh state (pending again, a later resendAvailableAt) in the challenge's cache. */
export function useResendPhoneChallenge(challengeId: string, lang: Lang) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(resendPhoneChallengeKey(challengeId), async () => {
    const challenge = await resendPhoneChallenge(challengeId, lang);
    await mutate(phoneChallengeKey(challengeId), challenge, { revalidate: false });
    return challenge;
  });
}
