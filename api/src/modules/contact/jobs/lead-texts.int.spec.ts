import type { ConsoleSmsSender } from '../../../infrastructure/sms/console-sms-sender';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { phoneClient } from '../../phone/public';
import { batchLeadText, LEAD_TEXTS, leadTextJobId, notifyProOfLeads } from './notify-pro-of-leads';

const PRO_PHONE = '+50688884321';
const WINDOW_MS = 600_000;

/**
 * The pro's lead texts, window by window, on the real KeyValue store, event log and console SMS
 * transport: each window's job is run as the queue would run it when the window closes.
 */
describe('lead texts: capped per pro and day, each lead counted once', () => {
  let t: TestApp;
  let proId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const pro = await t.contractor('texts@example.com', 'Texts Fix');
    await phoneClient(t).attach(pro.cookie, PRO_PHONE);
    proId = pro.userId;
  });
  afterAll(() => t.close());

  const leadTexts = () =>
    (t.runtime.adapters.sms as ConsoleSmsSender)
      .outbox()
      .filter((message) => message.to === PRO_PHONE && /request/.test(message.body))
      .map((message) => message.body);

  it('sends one text a window up to the day’s cap, and counts a redelivered lead once', async () => {
    const { keyValue, jobQueue: jobs, eventStore, sms } = t.runtime.adapters;
    const run = notifyProOfLeads({ sms, eventStore, keyValue, publicOrigin: 'https://pros.example' });
    // Windows far in the past: each lead is late for its window, so it joins the window of `now`.
    const windows = Array.from({ length: LEAD_TEXTS.textsPerProPerDay + 2 }, (_, index) => index + 1);
    for (const window of windows) {
      const now = window * WINDOW_MS + 1_000;
      const lead = { leadId: `lead-${window}`, proId, sentAt: new Date(now).toISOString() };
      await batchLeadText({ keyValue, jobs, windowMs: WINDOW_MS }, lead, now);
      // The reactor's event delivered again (a restart before its checkpoint): nothing is counted twice.
      await batchLeadText({ keyValue, jobs, windowMs: WINDOW_MS }, lead, now);
    }
    for (const window of windows) await run({ proId, window }, { jobId: leadTextJobId({ proId, window }), attempt: 1 });

    const texts = leadTexts();
    expect(texts).toHaveLength(LEAD_TEXTS.textsPerProPerDay);
    expect(new Set(texts)).toEqual(
      new Set(['1 new request on Guanacaste Pros. Read it at https://pros.example/en/account?tab=requests']),
    );
  });
});
