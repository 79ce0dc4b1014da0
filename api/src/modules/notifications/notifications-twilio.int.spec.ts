import { API, type RecordedDomainEvent } from '@gp/shared';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { setClock } from '../../infrastructure/clock/set-clock';
import { FakeTwilio, twilioAccepted } from '../../testing/fake-twilio';
import { contractor } from '../../testing/public-pro';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CONFIRM_LEAD_TO_SENDER, leadConfirmationJobId } from '../contact/public';
import { SEND_NOTIFICATION, type NotificationJob } from './jobs/send-notification';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'twilio-auth-token-for-tests';
const FROM = '+15005550006';
const WHATSAPP_FROM = '+50640001234';
const TEMPLATE = 'HX0123456789abcdef0123456789abcdef';
const ORIGIN = 'https://guanacastepros.example';
const STATUS_CALLBACK = `${ORIGIN}/api/v1/webhooks/twilio/status`;
const FAST = { attempts: 3, backoffMs: 20 };

/**
 * The send-notification job on the real app with the Twilio adapter, against a local HTTP server
 * standing in for Twilio's API: what Twilio is asked to send (sender, recipient, template or body,
 * status callback), retries, and the failures the admin console lists.
 */
describe('notifications through Twilio', () => {
  const twilio = new FakeTwilio();
  // 09:00 in Costa Rica, whenever the test runs: outside the quiet hours.
  const clock = setClock('2026-11-23T15:00:00.000Z');
  let t: TestApp;
  let proId: string;
  let leadId: string;
  let admin: string;

  beforeAll(async () => {
    const apiBaseUrl = await twilio.start();
    twilio.reply = twilioAccepted();
    t = await createTestApp(
      {
        PUBLIC_ORIGIN: ORIGIN,
        SMS_TRANSPORT: 'twilio',
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: FROM,
        TWILIO_API_BASE_URL: apiBaseUrl,
        TWILIO_WHATSAPP_FROM: WHATSAPP_FROM,
        TWILIO_WHATSAPP_TEMPLATES: `request-answered.es=${TEMPLATE}`,
      },
      { clock },
    );
    admin = await t.signInAsAdmin();
    const pro = await contractor(t, 'twilio-pro@example.com', 'Playa Fix');
    proId = pro.userId;
    const sent = await t
      .http()
      .post(`/api/v1/pros/${proId}/leads`)
      .set('X-Min-Position', String(pro.position))
      .send({ name: 'Ana', phoneNumber: '7000-6666', message: 'Hola', lang: 'es' })
      .expect(201);
    leadId = sent.body.leadId;
    await t.jobSettled(CONFIRM_LEAD_TO_SENDER, leadConfirmationJobId({ leadId }));
  });
  afterAll(async () => {
    await t.close();
    await twilio.stop();
  });
  beforeEach(() => {
    twilio.requests.length = 0;
    twilio.reply = twilioAccepted();
  });

  const answered = (): NotificationJob => ({
    notification: { kind: 'request-answered', pro: proId, sentRequests: false },
    recipient: { leadId },
  });
  const run = async (jobId: string) => {
    await t.runtime.adapters.jobQueue.enqueue(SEND_NOTIFICATION, answered(), { jobId, ...FAST });
    return t.jobSettled(SEND_NOTIFICATION, jobId);
  };
  const failures = async (position: number) =>
    (
      await t
        .http()
        .get(API.listNotificationFailures.path)
        .set('Cookie', admin)
        .set('X-Min-Position', String(position))
        .expect(200)
    ).body.items as { jobId: string; kind: string; reason: string; detail: string }[];
  const failureRecorded = (jobId: string) =>
    new Promise<number>((recorded) => {
      const subscription = t.runtime.adapters.eventStore.subscribeToAll({}, async (event) => {
        const failed = event as RecordedDomainEvent;
        if (failed.type === 'NotificationFailed' && failed.data.jobId === jobId) {
          recorded(failed.position);
          void subscription.close();
        }
      });
    });

  it('sends an SMS from the SMS sender, with the body and the status callback, to a number WhatsApp never reached', async () => {
    await run('request-answered:sms');
    expect(twilio.requests[0]!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(twilio.sentMessages()).toEqual([
      {
        To: '+50670006666',
        From: FROM,
        Body: `El profesional marcó tu solicitud como respondida en Guanacaste Pros: ${ORIGIN}/es/profile/${proId}`,
        StatusCallback: STATUS_CALLBACK,
      },
    ]);
  });

  it('sends the approved WhatsApp template from the WhatsApp sender once Twilio reported a WhatsApp message delivered there', async () => {
    const status = {
      MessageSid: 'SM0123456789abcdef0123456789abcdef',
      MessageStatus: 'read',
      To: 'whatsapp:+50670006666',
    };
    await t
      .http()
      .post(API.twilioDeliveryStatus.path)
      .type('form')
      .set(
        'X-Twilio-Signature',
        getExpectedTwilioSignature(AUTH_TOKEN, `${ORIGIN}${API.twilioDeliveryStatus.path}`, status),
      )
      .send(status)
      .expect(204);

    await run('request-answered:whatsapp');
    expect(twilio.sentMessages()).toEqual([
      {
        To: 'whatsapp:+50670006666',
        From: `whatsapp:${WHATSAPP_FROM}`,
        ContentSid: TEMPLATE,
        ContentVariables: JSON.stringify({ '1': `${ORIGIN}/es/profile/${proId}` }),
        StatusCallback: STATUS_CALLBACK,
      },
    ]);
  });

  it('retries while Twilio is unavailable, and sends once it answers', async () => {
    twilio.replies.push({ status: 503, json: { code: 20503, message: 'Service unavailable' } }, twilioAccepted());
    await run('request-answered:retried');
    expect(twilio.sentMessages()).toHaveLength(2);
    expect(new Set(twilio.sentMessages().map((form) => JSON.stringify(form))).size).toBe(1);
  });

  it('lists a notification that failed past its retries, and one Twilio refused for good (not retried), with the reasons', async () => {
    twilio.reply = { status: 503, json: { code: 20503, message: 'Service unavailable' } };
    const exhausted = failureRecorded('request-answered:exhausted');
    await expect(run('request-answered:exhausted')).rejects.toThrow();
    expect(twilio.sentMessages()).toHaveLength(FAST.attempts);

    twilio.requests.length = 0;
    clock.advance(60_000);
    twilio.reply = { status: 400, json: { code: 21211, message: "The 'To' number is not valid." } };
    const refused = failureRecorded('request-answered:refused');
    await run('request-answered:refused');
    expect(twilio.sentMessages()).toHaveLength(1);

    const listed = await failures(Math.max(await exhausted, await refused));
    expect(listed).toEqual([
      expect.objectContaining({
        jobId: 'request-answered:refused',
        kind: 'request-answered',
        reason: 'refused',
        detail: expect.stringContaining('code 21211'),
      }),
      expect.objectContaining({
        jobId: 'request-answered:exhausted',
        kind: 'request-answered',
        reason: 'retries-exhausted',
        detail: expect.stringContaining('Twilio answered 503'),
      }),
    ]);
    // Only admins and auditors see the list.
    const member = await t.member('not-an-admin@example.com');
    await t.http().get(API.listNotificationFailures.path).set('Cookie', member.cookie).expect(403);
  });
});
