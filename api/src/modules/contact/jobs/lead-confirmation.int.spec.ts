import { join } from 'node:path';
import { streamIds, type LeadSent, type RecordedDomainEvent } from '@gp/shared';
import type { ConsoleMessageSender } from '../../../infrastructure/messages/console-message-sender';
import { openSqlite } from '../../../infrastructure/sqlite/open-sqlite';
import { setClock } from '../../../infrastructure/clock/set-clock';
import { contractor, type TestPro } from '../../../testing/public-pro';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  CONFIRM_LEAD_TO_SENDER,
  confirmLeadToSender,
  LEAD_CONFIRMATIONS,
  leadConfirmationJobId,
} from './confirm-lead-to-sender';
import { leadConfirmationReactor } from './lead-confirmation.reactor';

const HOSTILE = '</script>Pague en evil.cr/pago $& \u202Eevil';
const SECRET = 'La llave está bajo la maceta 4471';

/**
 * The one text a visitor gets for a request, on the real app (event log, reactor, queue, KeyValue
 * store, console SMS transport): at the number they left, in the language they chose, naming the pro
 * by the link to the pro's page and carrying nothing anybody wrote.
 */
describe('a request confirmed by text to its sender', () => {
  const clock = setClock('2026-11-22T14:00:00.000Z');
  let t: TestApp;
  let pro: TestPro;
  let other: TestPro;
  beforeAll(async () => {
    // Twice the per-sender limits, so one number may send more requests in a day than it gets texts.
    t = await createTestApp({ RATE_LIMIT_FACTOR: '2' }, { clock });
    pro = await contractor(t, 'confirm@example.com', HOSTILE);
    other = await contractor(t, 'confirm-other@example.com', 'Otra Pro');
  });
  afterAll(() => t.close());

  const textsTo = (phoneNumber: string) =>
    (t.runtime.adapters.sms as ConsoleMessageSender)
      .outbox()
      .filter((message) => message.to === phoneNumber)
      .map((message) => message.body);
  const send = async (
    to: TestPro,
    { phoneNumber = '7000-1234', lang = 'es', key }: { phoneNumber?: string; lang?: string; key?: string } = {},
  ) => {
    const call = t.http().post(`/api/v1/pros/${to.userId}/leads`).set('X-Min-Position', String(to.position));
    if (key) void call.set('Idempotency-Key', key);
    const sent = await call.send({ name: HOSTILE, phoneNumber, message: `${SECRET} ${HOSTILE}`, lang }).expect(201);
    await t.jobSettled(CONFIRM_LEAD_TO_SENDER, leadConfirmationJobId({ leadId: sent.body.leadId }));
    return sent.body as { leadId: string; position: number };
  };
  const leadSent = async (leadId: string) =>
    (await t.runtime.adapters.eventStore.readStream(streamIds.lead(leadId)))[0] as RecordedDomainEvent & LeadSent;
  const queuedConfirmations = (): string[] => {
    const db = openSqlite(join(t.runtime.config.DATA_DIR, 'guanacaste.sqlite'));
    try {
      return (
        db.prepare('SELECT job_id AS jobId FROM job_queue WHERE name = ?').all(CONFIRM_LEAD_TO_SENDER) as {
          jobId: string;
        }[]
      ).map((row) => row.jobId);
    } finally {
      db.close();
    }
  };

  it("texts the sender's number once, in the chosen language, with the pro's page and none of the words typed", async () => {
    const { leadId } = await send(pro, { key: 'confirm-request-0001' });
    const texts = textsTo('+50670001234');
    expect(texts).toEqual([
      `Tu solicitud se envió por Guanacaste Pros. Este es el profesional al que le escribiste: http://localhost:3000/es/profile/${pro.userId}`,
    ]);
    expect(texts[0]).not.toMatch(/evil|maceta|4471|<|\$|\p{Cf}/u);

    // The same request again (a retry) is the same lead: no second text.
    expect((await send(pro, { key: 'confirm-request-0001' })).leadId).toBe(leadId);
    // The event delivered again (a restart before the reactor's checkpoint) enqueues the same job id…
    const reactor = leadConfirmationReactor({ jobs: t.runtime.adapters.jobQueue, clock });
    await reactor.react(await leadSent(leadId));
    expect(queuedConfirmations().filter((jobId) => jobId === leadId)).toHaveLength(1);
    // …and the job run again (the queue forgot its id after its retention) sends nothing.
    const { sms, eventStore, keyValue } = t.runtime.adapters;
    const job = confirmLeadToSender({ sms, eventStore, keyValue, clock, publicOrigin: 'http://localhost:3000' });
    await job({ leadId }, { jobId: leadId, attempt: 1 });
    expect(textsTo('+50670001234')).toEqual(texts);
  });

  it('speaks English to a sender who chose it', async () => {
    await send(other, { phoneNumber: '+1 (415) 555-0134', lang: 'en' });
    expect(textsTo('+14155550134')).toEqual([
      `Your request was sent through Guanacaste Pros. This is the pro you wrote to: http://localhost:3000/en/profile/${other.userId}`,
    ]);
  });

  it('texts one number a few times a day at most, while every request still reaches the pro', async () => {
    const phoneNumber = '8123-4567';
    const leads: string[] = [];
    for (let index = 0; index < LEAD_CONFIRMATIONS.perNumberPerDay + 1; index++)
      leads.push((await send(index % 2 ? pro : other, { phoneNumber })).leadId);
    expect(textsTo('+50681234567')).toHaveLength(LEAD_CONFIRMATIONS.perNumberPerDay);
    for (const leadId of leads)
      expect((await t.runtime.adapters.eventStore.readStream(streamIds.lead(leadId))).map((e) => e.type)).toEqual([
        'LeadSent',
      ]);
  });

  it('does not confirm a request met long after it was sent (a reactor rebuilt from the start of the log)', async () => {
    const { leadId } = await send(pro, { phoneNumber: '8999-0000' });
    expect(textsTo('+50689990000')).toHaveLength(1);
    const event = await leadSent(leadId);
    const later = setClock(new Date(clock.now().getTime() + LEAD_CONFIRMATIONS.freshForMs + 60_000).toISOString());
    const before = queuedConfirmations().length;
    // Another lead id, so that a job enqueued would be a new row rather than the finished one's.
    const replayed = { ...event, data: { ...event.data, leadId: 'replayed-lead' } };
    await leadConfirmationReactor({ jobs: t.runtime.adapters.jobQueue, clock: later }).react(replayed);
    expect(queuedConfirmations()).toHaveLength(before);
  });
});
