import type { ConsoleMessageSender } from '../../../infrastructure/messages/console-message-sender';
import { setClock } from '../../../infrastructure/clock/set-clock';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { phoneClient } from '../../phone/public';
import { batchLeadText, LEAD_TEXTS, leadTextJobId, notifyProOfLeads } from './notify-pro-of-leads';

const PRO_PHONE = '+50688884321';
const WINDOW_MS = 600_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The pro's lead texts, window by window, on the real KeyValue store, event log and console SMS
 * transport, with the app's clock set: each window's job is run as the queue runs it when the window closes.
 */
describe('lead texts: capped per pro and day, each lead counted once, the rest told the next day', () => {
  const clock = setClock('2026-11-22T14:00:00.000Z');
  let t: TestApp;
  let proId: string;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    const pro = await t.contractor('texts@example.com', 'Texts Fix');
    await phoneClient(t).attach(pro.cookie, PRO_PHONE);
    proId = pro.userId;
  });
  afterAll(() => t.close());

  const leadTexts = () =>
    (t.runtime.adapters.sms as ConsoleMessageSender)
      .outbox()
      .filter((message) => message.to === PRO_PHONE && /request/.test(message.body))
      .map((message) => message.body);
  const text = (count: number) =>
    `${count} new request${count === 1 ? '' : 's'} on Guanacaste Pros. Read ${count === 1 ? 'it' : 'them'} at https://pros.example/en/account?tab=requests`;

  it('sends one text a window up to the day’s cap, counts a redelivered lead once, and tells the rest the next day', async () => {
    const { keyValue, jobQueue: jobs, eventStore, sms } = t.runtime.adapters;
    const run = notifyProOfLeads({ sms, eventStore, keyValue, clock, publicOrigin: 'https://pros.example' });
    /** A lead sent now, delivered to the reactor twice (a restart before its checkpoint), and its window's text. */
    const leadAndText = async (leadId: string) => {
      const now = clock.now().getTime();
      const lead = { leadId, proId, sentAt: clock.now().toISOString() };
      await batchLeadText({ keyValue, jobs, windowMs: WINDOW_MS }, lead, now);
      await batchLeadText({ keyValue, jobs, windowMs: WINDOW_MS }, lead, now);
      const window = Math.floor(now / WINDOW_MS);
      clock.advance(WINDOW_MS);
      await run({ proId, window }, { jobId: leadTextJobId({ proId, window }), attempt: 1 });
    };

    for (let index = 0; index < LEAD_TEXTS.textsPerProPerDay + 2; index++) await leadAndText(`lead-${index}`);
    expect(leadTexts()).toEqual(Array(LEAD_TEXTS.textsPerProPerDay).fill(text(1)));

    // The next day, the two leads past the cap are told with the day's first new one.
    clock.advance(DAY_MS);
    await leadAndText('lead-next-day');
    expect(leadTexts().at(-1)).toBe(text(3));
    expect(leadTexts()).toHaveLength(LEAD_TEXTS.textsPerProPerDay + 1);
  });

  it("links a window's one request to that request, and several to the inbox", async () => {
    const { keyValue, jobQueue: jobs, eventStore, sms } = t.runtime.adapters;
    const run = notifyProOfLeads({ sms, eventStore, keyValue, clock, publicOrigin: 'https://pros.example' });
    clock.advance(DAY_MS);
    const windowOf = async (leadIds: string[]) => {
      const now = clock.now().getTime();
      for (const leadId of leadIds)
        await batchLeadText(
          { keyValue, jobs, windowMs: WINDOW_MS },
          { leadId, proId, sentAt: clock.now().toISOString() },
          now,
        );
      const window = Math.floor(now / WINDOW_MS);
      clock.advance(WINDOW_MS);
      await run({ proId, window }, { jobId: leadTextJobId({ proId, window }), attempt: 1 });
      return leadTexts().at(-1);
    };
    const one = '3f2a9c4e-1b7d-4e8f-9a0b-c1d2e3f4a5b6';
    expect(await windowOf([one])).toBe(`${text(1)}&lead=${one}`);
    expect(await windowOf(['4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', '5b2c3d4e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'])).toBe(
      text(2),
    );
  });
});
