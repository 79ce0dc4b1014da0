import { API } from '@gp/shared';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DeliveryStatuses, hasTakenWhatsApp } from './delivery-statuses';

const AUTH_TOKEN = 'twilio-auth-token-for-tests';
const PUBLIC_ORIGIN = 'https://guanacastepros.example';
const SID = 'SM0123456789abcdef0123456789abcdef';

/** Twilio's delivery-status callbacks on the real app: only a form Twilio signed is read. */
describe("Twilio's delivery-status webhook", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TWILIO_AUTH_TOKEN: AUTH_TOKEN, PUBLIC_ORIGIN });
  });
  afterAll(() => t.close());

  const post = (form: Record<string, string>, signature?: string) => {
    const call = t.http().post(API.twilioDeliveryStatus.path).type('form').send(form);
    if (signature !== undefined) void call.set('X-Twilio-Signature', signature);
    return call;
  };
  const signed = (form: Record<string, string>, token = AUTH_TOKEN) =>
    getExpectedTwilioSignature(token, `${PUBLIC_ORIGIN}${API.twilioDeliveryStatus.path}`, form);
  const statuses = () => t.app.get(DeliveryStatuses);

  it('records a signed status, and a WhatsApp message delivered marks its number as taking WhatsApp', async () => {
    const form = { MessageSid: SID, MessageStatus: 'delivered', To: 'whatsapp:+50688887777', AccountSid: 'AC1' };
    await post(form, signed(form)).expect(204);

    expect(await statuses().of(SID)).toEqual({ status: 'delivered' });
    expect(await hasTakenWhatsApp(t.runtime.adapters.keyValue, '+50688887777')).toBe(true);
    expect(await hasTakenWhatsApp(t.runtime.adapters.keyValue, '+50688886666')).toBe(false);
  });

  it('keeps the error code of a failed message; an SMS delivered says nothing about WhatsApp', async () => {
    const failed = {
      MessageSid: SID.replace('0123', '9999'),
      MessageStatus: 'undelivered',
      To: '+50677776666',
      ErrorCode: '30003',
    };
    await post(failed, signed(failed)).expect(204);
    expect(await statuses().of(failed.MessageSid)).toEqual({ status: 'undelivered', errorCode: '30003' });

    const sms = { MessageSid: SID.replace('0123', '8888'), MessageStatus: 'delivered', To: '+50677776666' };
    await post(sms, signed(sms)).expect(204);
    expect(await hasTakenWhatsApp(t.runtime.adapters.keyValue, '+50677776666')).toBe(false);
  });

  it('refuses a forged, a tampered or a missing signature, and records nothing', async () => {
    const form = { MessageSid: SID.replace('0123', '7777'), MessageStatus: 'delivered', To: 'whatsapp:+50655554444' };
    const forged = await post(form, signed(form, 'not-the-auth-token')).expect(403);
    expect(forged.body.code).toBe('WEBHOOK.SIGNATURE_INVALID');
    // Signed for another number, sent for this one.
    await post(form, signed({ ...form, To: 'whatsapp:+50611112222' })).expect(403);
    await post(form).expect(403);

    expect(await statuses().of(form.MessageSid)).toBeNull();
    expect(await hasTakenWhatsApp(t.runtime.adapters.keyValue, '+50655554444')).toBe(false);
  });

  it('answers a signed form without the fields it needs with 400', async () => {
    const form = { MessageSid: 'not-a-sid', MessageStatus: 'delivered', To: '+50688887777' };
    expect((await post(form, signed(form)).expect(400)).body.code).toBe('REQUEST.INVALID');
  });
});

describe('the webhook without a Twilio account configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses every call, since no signature can be checked', async () => {
    const form = { MessageSid: SID, MessageStatus: 'delivered', To: '+50688887777' };
    const signature = getExpectedTwilioSignature(
      '',
      `${t.runtime.config.PUBLIC_ORIGIN}${API.twilioDeliveryStatus.path}`,
      form,
    );
    await t
      .http()
      .post(API.twilioDeliveryStatus.path)
      .type('form')
      .set('X-Twilio-Signature', signature)
      .send(form)
      .expect(403);
  });
});
