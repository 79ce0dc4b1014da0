import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { API, QUIET_HOURS, streamIds } from '@gp/shared';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import type { ConsoleMessageSender } from '../../infrastructure/messages/console-message-sender';
import { setClock } from '../../infrastructure/clock/set-clock';
import { openSqlite } from '../../infrastructure/sqlite/open-sqlite';
import { contractor, type TestPro } from '../../testing/public-pro';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notificationJobId } from './jobs/notification.reactor';
import { sendNotification, type NotificationJob } from './jobs/send-notification';

const AUTH_TOKEN = 'twilio-auth-token-for-tests';
const ORIGIN = 'https://guanacastepros.example';
const HOUR_MS = 60 * 60_000;
const CLIENT_TEXT = 'Pague en evil.cr/pago';

/**
 * Issue 36 item 4, on the real app with a set clock: two days after a request its number is asked
 * whether the pro got back to them; a signed YES or NO texted back is recorded once, feeds the
 * response signal, and a NO lists the pro in the admin console.
 */
describe('asking the client whether the pro answered', () => {
  // 09:00 in Costa Rica: two days later is 09:00 too, outside the quiet hours.
  const SENT_AT = '2026-11-23T15:00:00.000Z';
  const TWO_DAYS_LATER = '2026-11-25T15:00:00.000Z';
  const clock = setClock(SENT_AT);
  let t: TestApp;
  let admin: string;
  let pro: TestPro;
  let sids = 0;

  beforeAll(async () => {
    t = await createTestApp(
      { TWILIO_AUTH_TOKEN: AUTH_TOKEN, PUBLIC_ORIGIN: ORIGIN, RATE_LIMIT_FACTOR: '100' },
      { clock },
    );
    admin = await t.signInAsAdmin();
    pro = await contractor(t, 'answer-check-pro@example.com', 'Playa Fix');
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(SENT_AT));

  const request = async (localNumber: string, lang: 'es' | 'en' = 'es') => {
    const sent = await t
      .http()
      .post(`/api/v1/pros/${pro.userId}/leads`)
      .set('X-Min-Position', String(pro.position))
      .send({ name: 'Ana', phoneNumber: localNumber, message: CLIENT_TEXT, lang })
      .expect(201);
    await t.runtime.reactors!.waitForPosition(await t.runtime.adapters.eventStore.headPosition(), 10_000);
    return sent.body.leadId as string;
  };
  const questionsTo = (phoneNumber: string) =>
    (t.runtime.adapters.sms as ConsoleMessageSender)
      .outbox()
      .filter((message) => message.to === phoneNumber && /S[IÍ] o NO|YES or NO/.test(message.body))
      .map((message) => message.body);
  /** The delayed job the reactor queued for the lead, run as the queue runs it once its time has come. */
  const runQuestion = async (leadId: string, attempt = 1) => {
    const jobId = notificationJobId('answer-check', leadId);
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
    await send(queuedRow(t, jobId).data, { jobId, attempt });
  };
  const text = (Body: string, From: string, token = AUTH_TOKEN) => {
    sids += 1;
    const form = { MessageSid: `SM${String(sids).padStart(32, 'a')}`, From, Body, To: '+15005550006' };
    const signature = getExpectedTwilioSignature(token, `${ORIGIN}${API.twilioInboundMessage.path}`, form);
    return t.http().post(API.twilioInboundMessage.path).type('form').set('X-Twilio-Signature', signature).send(form);
  };
  const reports = async (leadId: string) =>
    (await t.runtime.adapters.eventStore.readStream(streamIds.lead(leadId)))
      .filter((event) => event.type === 'LeadAnswerReported')
      .map((event) => (event.data as { answered: boolean }).answered);
  const settledHead = async () => String(await t.runtime.adapters.eventStore.headPosition());
  const unansweredList = async (cookie = admin) =>
    t
      .http()
      .get(API.listUnansweredReports.path)
      .set('Cookie', cookie)
      .set('X-Min-Position', await settledHead());

  it('asks two days later, once, in the request language, naming the pro by a link; a signed NO lists the pro', async () => {
    const number = '+50670008801';
    const leadId = await request('7000-8801');
    const row = queuedRow(t, notificationJobId('answer-check', leadId));
    expect(row.data).toEqual({ notification: { kind: 'answer-check', pro: pro.userId }, recipient: { leadId } });
    // Queued for two days later, on the queue's own clock.
    expect(row.runAt - Date.now()).toBeGreaterThan(48 * HOUR_MS - 60_000);
    expect(row.runAt - Date.now()).toBeLessThanOrEqual(48 * HOUR_MS);

    clock.set(TWO_DAYS_LATER);
    await runQuestion(leadId);
    await runQuestion(leadId, 2);
    expect(questionsTo(number)).toEqual([
      `Hace dos días le escribiste a este profesional por Guanacaste Pros: ${ORIGIN}/es/profile/${pro.userId} ¿Te respondió? Responde SÍ o NO.`,
    ]);

    // Twilio's signature still decides: a forged NO records nothing.
    expect((await text('NO', number, 'not-the-auth-token')).status).toBe(403);
    expect(await reports(leadId)).toEqual([]);

    await text(' no ', `whatsapp:${number}`).expect(204);
    // A second answer for the same request is not recorded.
    await text('Sí', number).expect(204);
    expect(await reports(leadId)).toEqual([false]);

    const list = await unansweredList();
    expect([list.status, list.body]).toEqual([
      200,
      {
        windowDays: 90,
        items: [{ proId: pro.userId, displayName: 'Playa Fix', noAnswers: 1, latestAt: TWO_DAYS_LATER }],
      },
    ]);
    const member = await t.member('answer-check-member@example.com');
    expect((await unansweredList(member.cookie)).status).toBe(403);
    expect((await t.http().get(API.listUnansweredReports.path)).status).toBe(401);
  });

  it('asks in English for an English request, and a YES counts the request answered in the signal', async () => {
    const numbers = ['+50670008811', '+50670008812', '+50670008813'];
    const leadIds: string[] = [];
    for (const number of numbers) leadIds.push(await request(number.slice(4).replace(/^(\d{4})/, '$1-'), 'en'));
    clock.set(TWO_DAYS_LATER);
    for (const leadId of leadIds) await runQuestion(leadId);
    expect(questionsTo(numbers[0]!)).toEqual([
      `Two days ago you wrote to this pro through Guanacaste Pros: ${ORIGIN}/en/profile/${pro.userId} Did they get back to you? Reply YES or NO.`,
    ]);
    for (const number of numbers) await text('YES', number).expect(204);
    for (const leadId of leadIds) expect(await reports(leadId)).toEqual([true]);

    // The pro marked none of them; the clients' YES counts each answered when said, two days on.
    // With the first test's NO, four requests count: three answered in 48 h, one not at all.
    const profile = await t
      .http()
      .get(`/api/v1/profiles/${pro.userId}`)
      .set('X-Min-Position', await settledHead())
      .expect(200);
    expect(profile.body.responseSignal).toEqual({ requests: 4, medianMinutes: 48 * 60, answeredWithinDayPercent: 0 });
  });

  it('asks nothing of a number that texted STOP before the two days, and its later NO records nothing', async () => {
    const number = '+50670008821';
    const leadId = await request('7000-8821');
    await text('STOP', number).expect(204);
    clock.set(TWO_DAYS_LATER);
    await runQuestion(leadId);
    expect(questionsTo(number)).toEqual([]);
    await text('NO', number).expect(204);
    expect(await reports(leadId)).toEqual([]);
  });

  it('asks nothing about a request whose personal data was erased', async () => {
    const number = '+50670008831';
    const leadId = await request('7000-8831');
    const stream = streamIds.lead(leadId);
    const revision = (await t.runtime.adapters.eventStore.readStream(stream)).length - 1;
    await t.runtime.adapters.eventStore.appendToStream(
      stream,
      [
        {
          id: randomUUID(),
          type: 'LeadErased',
          data: { leadId, proId: pro.userId, reason: 'withdrawn-by-client', erasedAt: SENT_AT },
          metadata: { actorId: null },
        },
      ],
      { expectedRevision: revision },
    );
    clock.set(TWO_DAYS_LATER);
    await runQuestion(leadId);
    expect(questionsTo(number)).toEqual([]);
  });

  it('records nothing for a YES or NO from a number never asked', async () => {
    const before = await t.runtime.adapters.eventStore.headPosition();
    await text('NO', '+50670008899').expect(204);
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
  });
});

function queuedRow(t: TestApp, jobId: string): { data: NotificationJob; runAt: number } {
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
