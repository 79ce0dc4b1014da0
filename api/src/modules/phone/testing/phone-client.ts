import { ConsoleMessageSender } from '../../../infrastructure/messages/console-message-sender';
import type { TestApp } from '../../../testing/test-app';
import { SEND_VERIFICATION_CODE, sendCodeJobId } from '../jobs/send-verification-code';

/** Test helpers over the real app: start a challenge, read its code from the console outbox, verify. */
export function phoneClient(t: TestApp) {
  const outbox = () => t.runtime.adapters.sms as ConsoleMessageSender;
  const withCookie = <T extends { set(name: string, value: string): T }>(call: T, cookie?: string) =>
    cookie ? call.set('Cookie', cookie) : call;
  return {
    start: (
      body: { phoneNumber: string; purpose: 'attach' | 'sign-in'; lang?: 'en' | 'es' },
      cookie?: string,
      lang = 'en',
    ) => withCookie(t.http().post('/api/v1/phone/challenges').set('Accept-Language', lang), cookie).send(body),
    verify: (challengeId: string, code: string, cookie?: string, lang = 'en') =>
      withCookie(t.http().post('/api/v1/phone/challenges/verify').set('Accept-Language', lang), cookie).send({
        challengeId,
        code,
      }),
    resend: (challengeId: string, cookie?: string, lang = 'en') =>
      withCookie(
        t.http().post(`/api/v1/phone/challenges/${challengeId}/resend`).set('Accept-Language', lang),
        cookie,
      ).send(),
    status: (challengeId: string, cookie?: string, lang = 'en') =>
      withCookie(t.http().get(`/api/v1/phone/challenges/${challengeId}`).set('Accept-Language', lang), cookie),
    /** The code of a send, once its job ran: the last message to the number carries it. */
    async codeOf(challengeId: string, phoneNumber: string, sendNumber = 1): Promise<string> {
      await t.jobSettled(SEND_VERIFICATION_CODE, sendCodeJobId({ challengeId, sendNumber }));
      const body = outbox().lastMessageTo(phoneNumber)?.body ?? '';
      return /#(\d{6})$/.exec(body)?.[1] ?? `no code in "${body}"`;
    },
    /** Verifies the number on the member's account, expecting success. */
    async attach(cookie: string, phoneNumber: string): Promise<void> {
      const started = await this.start({ phoneNumber, purpose: 'attach' }, cookie).expect(201);
      await this.verify(
        started.body.challengeId,
        await this.codeOf(started.body.challengeId, started.body.phoneNumber),
        cookie,
      ).expect(200);
    },
    messagesTo: (phoneNumber: string) =>
      outbox()
        .outbox()
        .filter((message) => message.to === phoneNumber),
  };
}
