import { join } from 'node:path';
import { API, QUIET_HOURS } from '@gp/shared';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import type { ConsoleMessageSender } from '../../infrastructure/messages/console-message-sender';
import { setClock } from '../../infrastructure/clock/set-clock';
import { openSqlite } from '../../infrastructure/sqlite/open-sqlite';
import { contractor } from '../../testing/public-pro';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { heldJobId, SEND_NOTIFICATION, sendNotification, type NotificationJob } from './jobs/send-notification';

const AUTH_TOKEN = 'twilio-auth-token-for-tests';
const ORIGIN = 'https://guanacastepros.example';
const NUMBER = '+50670007777';
const HOUR_MS = 60 * 60_000;

/**
 * What a number may ask of our messages on the real app: STOP (BAJA, ALTO) and START texted back
 * through Twilio's signed inbound webhook, and the quiet hours, on a set clock.
 */
describe('STOP, START and the quiet hours', () => {
  // 09:00 in Costa Rica.
  const clock = setClock('2026-11-23T15:00:00.000Z');
  let t: TestApp;
  let proId: string;
  let leadId: string;
  let sids = 0;

  beforeAll(async () => {
    t = await createTestApp({ TWILIO_AUTH_TOKEN: AUTH_TOKEN, PUBLIC_ORIGIN: ORIGIN }, { clock });
    const pro = await contractor(t, 'consent-pro@example.com', 'Playa Fix');
    proId = pro.userId;
    const sent = await t
      .http()
      .post(`/api/v1/pros/${proId}/leads`)
      .set('X-Min-Position', String(pro.position))
      .send({ name: 'Ana', phoneNumber: '7000-7777', message: 'Hola', lang: 'es' })
      .expect(201);
    leadId = sent.body.leadId;
  });
  afterAll(() => t.close());

  const job = (): NotificationJob => ({
    notification: { kind: 'request-answered', pro: proId, sentRequests: false },
    recipient: { leadId },
  });
  const notified = () =>
    (t.runtime.adapters.sms as ConsoleMessageSender)
      .outbox()
      .filter((message) => message.to === NUMBER && message.body.includes('respondida')).length;
  const run = async (jobId: string) => {
    await t.runtime.adapters.jobQueue.enqueue(SEND_NOTIFICATION, job(), { jobId });
    await t.jobSettled(SEND_NOTIFICATION, jobId);
  };
  const text = (Body: string, From = NUMBER, token = AUTH_TOKEN) => {
    sids += 1;
    const form = { MessageSid: `SM${String(sids).padStart(32, '0')}`, From, Body, To: '+15005550006' };
    const signature = getExpectedTwilioSignature(token, `${ORIGIN}${API.twilioInboundMessage.path}`, form);
    return t.http().post(API.twilioInboundMessage.path).type('form').set('X-Twilio-Signature', signature).send(form);
  };

  it('refuses a forged STOP, which changes nothing', async () => {
    const forged = await text('STOP', NUMBER, 'not-the-auth-token').expect(403);
    expect(forged.body.code).toBe('WEBHOOK.SIGNATURE_INVALID');
    await run('request-answered:after-forged-stop');
    expect(notified()).toBe(1);
  });

  it('sends nothing after STOP (by SMS or WhatsApp, any case), and again after START', async () => {
    await text(' stop ', `whatsapp:${NUMBER}`).expect(204);
    await run('request-answered:after-stop');
    expect(notified()).toBe(1);

    await text('START').expect(204);
    await run('request-answered:after-start');
    expect(notified()).toBe(2);

    // Any other text is not a keyword: it changes nothing.
    await text('Gracias, ya me llamó').expect(204);
    await run('request-answered:after-chat');
    expect(notified()).toBe(3);
  });

  it.each(['BAJA', 'ALTO'])('takes %s as STOP', async (word) => {
    const before = notified();
    await text(word).expect(204);
    await run(`request-answered:after-${word}`);
    expect(notified()).toBe(before);
    await text('START').expect(204);
    await run(`request-answered:after-${word}-start`);
    expect(notified()).toBe(before + 1);
  });

  it('holds a notification due in the quiet hours until 07:00 in Costa Rica, then sends it once', async () => {
    clock.set('2026-11-24T04:00:00.000Z'); // 22:00 in Costa Rica
    const before = notified();
    await run('request-answered:at-night');
    expect(notified()).toBe(before);

    const held = heldRow(t, heldJobId('request-answered:at-night'));
    expect(held.data).toEqual({ ...job(), heldFrom: 'request-answered:at-night' });
    // Queued for nine hours later (07:00), on the queue's own clock.
    expect(held.runAt - Date.now()).toBeGreaterThan(9 * HOUR_MS - 60_000);
    expect(held.runAt - Date.now()).toBeLessThanOrEqual(9 * HOUR_MS);

    // The morning: the held job runs and sends; the night's job met again sends nothing more.
    clock.set('2026-11-24T13:00:00.000Z');
    const { sms, eventStore, keyValue, jobQueue } = t.runtime.adapters;
    const send = sendNotification({
      sms,
      eventStore,
      keyValue,
      clock,
      jobs: jobQueue,
      publicOrigin: ORIGIN,
      whatsappTemplates: new Map(),
      quietHours: QUIET_HOURS,
    });
    await send(held.data, { jobId: heldJobId('request-answered:at-night'), attempt: 1 });
    await send(job(), { jobId: 'request-answered:at-night', attempt: 2 });
    expect(notified()).toBe(before + 1);
    clock.set('2026-11-23T15:00:00.000Z');
  });
});

function heldRow(t: TestApp, jobId: string): { data: NotificationJob; runAt: number } {
  const db = openSqlite(join(t.runtime.config.DATA_DIR, 'guanacaste.sqlite'));
  try {
    const row = db.prepare('SELECT data, run_at AS runAt FROM job_queue WHERE job_id = ?').get(jobId) as {
      data: string;
      runAt: number;
    };
    return { data: JSON.parse(row.data) as NotificationJob, runAt: row.runAt };
  } finally {
    db.close();
  }
}
