import { API, streamIds } from '@gp/shared';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { setClock } from '../../infrastructure/clock/set-clock';
import type { ConsoleMessageSender } from '../../infrastructure/messages/console-message-sender';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { phoneClient } from '../phone/public';
import { SEND_NOTIFICATION, type NotificationJob } from './jobs/send-notification';

const AUTH_TOKEN = 'twilio-auth-token-for-tests';
const WHATSAPP_FROM = '+50640001234';
const PUBLISHED_TEMPLATE = 'HX0123456789abcdef0123456789abcdef';
const PUBLIC_TEMPLATE = 'HXfedcba9876543210fedcba9876543210';
const ORIGIN = 'https://guanacastepros.example';
const PATH = API.setNotificationPreferences.path;

/**
 * Per-kind channels end to end on the real app: chosen over HTTP (signed-in only, validated, the
 * whole map on the user's stream), read back, and honoured by the send-notification job (the
 * console transport records each message's channel and template).
 */
describe('notification preferences', () => {
  // 09:00 in Costa Rica: outside the quiet hours.
  const clock = setClock('2026-11-23T15:00:00.000Z');
  let t: TestApp;
  let jobs = 0;

  beforeAll(async () => {
    t = await createTestApp(
      {
        PUBLIC_ORIGIN: ORIGIN,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_WHATSAPP_FROM: WHATSAPP_FROM,
        // No template for photo-refused: WhatsApp cannot carry it.
        TWILIO_WHATSAPP_TEMPLATES: `review-published.en=${PUBLISHED_TEMPLATE},profile-public.en=${PUBLIC_TEMPLATE}`,
      },
      { clock },
    );
  });
  afterAll(() => t.close());

  const put = (cookie: string | null, body: object) => {
    const call = t.http().put(PATH);
    if (cookie) void call.set('Cookie', cookie);
    return call.send(body);
  };
  const get = async (cookie: string, position?: number) =>
    (
      await t
        .http()
        .get(API.getNotificationPreferences.path)
        .set('Cookie', cookie)
        .set('X-Min-Position', String(position ?? 0))
        .expect(200)
    ).body;
  const recorded = async (userId: string) =>
    (await t.runtime.adapters.eventStore.readStream(streamIds.user(userId)))
      .filter((event) => event.type === 'NotificationPreferencesSet')
      .map((event) => event.data);
  const member = async (name: string, phone: string) => {
    const account = await t.member(`${name}@example.com`);
    await phoneClient(t).attach(account.cookie, phone);
    return { ...account, phone };
  };
  const outbox = () => t.runtime.adapters.sms as ConsoleMessageSender;
  /** Runs one send job for the account and answers how it went: the channel and template of each message to the number. */
  const notify = async (
    { userId, phone }: { userId: string; phone: string },
    kind: NotificationJob['notification']['kind'],
  ) => {
    const jobId = `preferences:${++jobs}`;
    const notification: NotificationJob['notification'] =
      kind === 'photo-refused' ? { kind, reason: 'people' } : { kind, pro: userId };
    await t.runtime.adapters.jobQueue.enqueue<NotificationJob>(
      SEND_NOTIFICATION,
      { notification, recipient: { userId } },
      { jobId },
    );
    const before = outbox().outbox().length;
    await t.jobSettled(SEND_NOTIFICATION, jobId);
    return outbox()
      .outbox()
      .slice(before)
      .filter((message) => message.to === phone)
      .map((message) => [message.channel ?? 'sms', message.channel === 'whatsapp' ? message.template.sid : null]);
  };
  const whatsAppDeliveredTo = async (phone: string) => {
    const status = { MessageSid: 'SM0123456789abcdef0123456789abcdef', MessageStatus: 'read', To: `whatsapp:${phone}` };
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
  };

  it('says when the account has no verified number, where its own notifications would go', async () => {
    const { cookie } = await t.member('prefs-without-phone@example.com');
    expect(await get(cookie)).toEqual({ preferences: {}, hasVerifiedPhone: false });
  });

  it('starts automatic, records the whole map on the account (ids, kinds and channels only) and answers it back', async () => {
    const { cookie, userId } = await member('prefs-reader', '+50688882001');
    expect(await get(cookie)).toEqual({ preferences: {}, hasVerifiedPhone: true });
    const chosen = { 'review-published': 'whatsapp', 'photo-refused': 'none' };
    const saved = await put(cookie, { preferences: chosen }).expect(200);
    expect(await get(cookie, saved.body.position)).toEqual({ preferences: chosen, hasVerifiedPhone: true });
    // The same map again appends nothing; a kind left out goes back to automatic.
    await put(cookie, { preferences: chosen }).expect(200);
    const reset = await put(cookie, { preferences: { 'photo-refused': 'none' } }).expect(200);
    expect(await get(cookie, reset.body.position)).toEqual({
      preferences: { 'photo-refused': 'none' },
      hasVerifiedPhone: true,
    });
    expect(await recorded(userId)).toEqual([
      { userId, preferences: chosen, setAt: clock.now().toISOString() },
      { userId, preferences: { 'photo-refused': 'none' }, setAt: clock.now().toISOString() },
    ]);
  });

  it('refuses a visitor and an anonymous session with 401', async () => {
    expect((await put(null, { preferences: {} }).expect(401)).body.code).toBe('AUTH.REQUIRED');
    await t.http().get(API.getNotificationPreferences.path).expect(401);
    const anonymous = await t.http().post('/api/v1/auth/anonymous').send({}).expect(200);
    await put(anonymous.headers['set-cookie']![0]!.split(';')[0]!, { preferences: {} }).expect(401);
  });

  it.each([
    ['an unknown channel', { preferences: { 'review-published': 'email' } }],
    ['an unknown kind', { preferences: { 'new-lead': 'sms' } }],
    ['no map', {}],
    ["another account's id", { preferences: {}, userId: 'someone-else' }],
  ])('answers 400 {code, message} to %s and writes nothing', async (name, invalid) => {
    const { cookie, userId } = await t.member(`prefs-invalid-${name.replace(/\W+/g, '-')}@example.com`);
    const refused = await put(cookie, invalid).expect(400);
    expect(refused.body).toMatchObject({ code: 'REQUEST.INVALID', message: expect.any(String) });
    expect(await recorded(userId)).toEqual([]);
  });

  it('sends nothing for a kind set to none, and the automatic way (SMS to a number WhatsApp never reached) for the kinds left out', async () => {
    const account = await member('prefs-none', '+50688882002');
    await put(account.cookie, { preferences: { 'review-published': 'none' } }).expect(200);
    expect(await notify(account, 'review-published')).toEqual([]);
    expect(await notify(account, 'profile-public')).toEqual([['sms', null]]);
  });

  it('uses the WhatsApp template when WhatsApp is chosen, even to a number WhatsApp never reached, and SMS where there is no template', async () => {
    const account = await member('prefs-whatsapp', '+50688882003');
    await put(account.cookie, { preferences: { 'review-published': 'whatsapp', 'photo-refused': 'whatsapp' } }).expect(
      200,
    );
    expect(await notify(account, 'review-published')).toEqual([['whatsapp', PUBLISHED_TEMPLATE]]);
    expect(await notify(account, 'photo-refused')).toEqual([['sms', null]]);
  });

  it('never uses WhatsApp for a kind set to SMS, though WhatsApp reached the number and a template exists', async () => {
    const account = await member('prefs-sms', '+50688882004');
    await whatsAppDeliveredTo(account.phone);
    await put(account.cookie, { preferences: { 'review-published': 'sms' } }).expect(200);
    expect(await notify(account, 'review-published')).toEqual([['sms', null]]);
    // Left automatic, the same number gets WhatsApp.
    expect(await notify(account, 'profile-public')).toEqual([['whatsapp', PUBLIC_TEMPLATE]]);
  });
});
