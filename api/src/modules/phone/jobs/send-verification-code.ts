import { type JobHandler, type JobQueue, MessageSendError, type MessageSender } from '@gp/shared/server';
import { oneTimeCode, platformMessages, siteOrigin } from '../../../core/platform-messages/platform-messages';
import type { PhoneChallenges } from '../challenges/phone-challenges';

/** Sends one code of a phone challenge by SMS. Job id: the challenge id (a resend: `{id}:{send number}`). */
export const SEND_VERIFICATION_CODE = 'send-verification-code';

export interface SendVerificationCodeJob {
  challengeId: string;
  sendNumber: number;
}

/** Tries, with the first retry 2 s later and each one twice as late: given up on within about 15 s plus the requests. */
export const SEND_CODE_JOB = { attempts: 4, backoffMs: 2000 } as const;

export const sendCodeJobId = ({ challengeId, sendNumber }: SendVerificationCodeJob) =>
  sendNumber === 1 ? challengeId : `${challengeId}:${sendNumber}`;

/** Enqueued under an id derived from the challenge, so enqueueing one send twice sends once. */
export function enqueueVerificationCode(queue: JobQueue, job: SendVerificationCodeJob): Promise<void> {
  return queue.enqueue<SendVerificationCodeJob>(SEND_VERIFICATION_CODE, job, {
    jobId: sendCodeJobId(job),
    ...SEND_CODE_JOB,
  });
}

export interface SendVerificationCodeDependencies {
  sms: MessageSender;
  challenges: PhoneChallenges;
  publicOrigin: string;
}

/**
 * Sends the pending code and records how the send ended, which the page reads to show
 * PHONE.SEND_FAILED. Twilio's 5xx and 429 (MessageSendError.retryable) and unexpected errors are
 * thrown so the queue retries them with backoff, until the last attempt; a refusal that will not
 * change (an invalid number, bad credentials) is recorded at once and not retried.
 */
export function sendVerificationCode({
  sms,
  challenges,
  publicOrigin,
}: SendVerificationCodeDependencies): JobHandler<SendVerificationCodeJob> {
  const origin = siteOrigin(publicOrigin);
  return async ({ challengeId, sendNumber }, { attempt }) => {
    const pending = await challenges.pendingSend(challengeId, sendNumber);
    if (!pending) return;
    const { challenge, code } = pending;
    // A sign-in to a number no account holds: nothing is sent, yet it reads as sent, like any other.
    if (challenge.userId === null) return challenges.recordSend(challenge, sendNumber, 'sent');
    const body = platformMessages.verificationCode(challenge.lang, { code: oneTimeCode(code), origin });
    try {
      await sms.send({ to: challenge.phoneNumber, body });
    } catch (error) {
      const retryable = !(error instanceof MessageSendError) || error.retryable;
      if (retryable && attempt < SEND_CODE_JOB.attempts) throw error;
      await challenges.recordSend(challenge, sendNumber, 'failed');
      // The last try of a retryable failure still fails the job, so the queue keeps it and logs it.
      if (retryable) throw error;
      return;
    }
    await challenges.recordSend(challenge, sendNumber, 'sent');
  };
}
