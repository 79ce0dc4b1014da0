import type { LeadSent } from '@gp/shared';
import {
  type Clock,
  type EventStore,
  type JobHandler,
  type JobQueue,
  type KeyValueStore,
  type MessageSender,
} from '@gp/shared/server';
import { count, platformId, platformMessages, siteOrigin } from '../../../core/platform-messages/platform-messages';
import { UserLookup } from '../../users/public';
import { sendText } from './send-text';

/**
 * Tells a pro by SMS how many requests arrived: the leads of one batching window are one text
 * ("3 new requests"), sent when the window closes, and a pro gets at most `textsPerProPerDay` texts a
 * day. Leads are never capped here: every one is in the inbox; a text only says there is something
 * to read, so a flood of leads cannot flood the pro's phone, and past the day's texts the count
 * waits for the next one.
 */
export const NOTIFY_PRO_OF_LEADS = 'notify-pro-of-leads';

export const LEAD_TEXTS = {
  textsPerProPerDay: 10,
  /** Like the verification code: a few tries with doubling delays while Twilio is unavailable. */
  attempts: 4,
  backoffMs: 2000,
} as const;

export interface NotifyProOfLeadsJob {
  proId: string;
  /** The batching window: its start time divided by the window's length. */
  window: number;
}

const DAY_MS = 24 * 60 * 60_000;
/** Longer than any window and the queue's memory of finished job ids (job-options.ts). */
const KEPT_MS = 2 * DAY_MS;

const keys = {
  /** The window a lead was counted in, so a redelivered LeadSent counts nothing twice. */
  lead: (leadId: string) => `lead-texts:lead:${leadId}`,
  untold: (proId: string, window: number) => `lead-texts:untold:${proId}:${window}`,
  /** The window's last lead: a text that tells one request links to it. */
  last: (proId: string, window: number) => `lead-texts:last:${proId}:${window}`,
  /** Leads counted while the day's texts were used up, told by the pro's next text. */
  carried: (proId: string) => `lead-texts:carried:${proId}`,
  sent: (proId: string, day: string) => `lead-texts:sent:${proId}:${day}`,
};

export const leadTextJobId = ({ proId, window }: NotifyProOfLeadsJob) => `${proId}:${window}`;

/**
 * Counts a lead toward its pro's text of the window it was sent in, and enqueues that text under an
 * id of the pro and window, delayed until the window closes (plus a tenth of it, for a reactor a
 * little late), so every lead of the window enqueues the same job. A lead seen after its window's
 * text went (the reactor caught up after a stop) joins the current window.
 */
export async function batchLeadText(
  { keyValue, jobs, windowMs }: { keyValue: KeyValueStore; jobs: JobQueue; windowMs: number },
  { leadId, proId, sentAt }: Pick<LeadSent['data'], 'leadId' | 'proId' | 'sentAt'>,
  now: number,
): Promise<void> {
  const due = (window: number) => (window + 1) * windowMs + windowMs / 10;
  const sentIn = Math.floor(Date.parse(sentAt) / windowMs);
  const current = now < due(sentIn) ? sentIn : Math.floor(now / windowMs);
  if (await keyValue.setIfAbsent(keys.lead(leadId), String(current), { ttlMs: KEPT_MS })) {
    await keyValue.increment(keys.untold(proId, current), { ttlMs: KEPT_MS });
    await keyValue.set(keys.last(proId, current), leadId, { ttlMs: KEPT_MS });
  }
  const window = Number((await keyValue.get(keys.lead(leadId))) ?? current);
  const job: NotifyProOfLeadsJob = { proId, window };
  await jobs.enqueue<NotifyProOfLeadsJob>(NOTIFY_PRO_OF_LEADS, job, {
    jobId: leadTextJobId(job),
    delayMs: Math.max(0, due(window) - now),
    attempts: LEAD_TEXTS.attempts,
    backoffMs: LEAD_TEXTS.backoffMs,
  });
}

export interface NotifyProOfLeadsDependencies {
  sms: MessageSender;
  eventStore: EventStore;
  keyValue: KeyValueStore;
  clock: Clock;
  publicOrigin: string;
}

/**
 * Texts the pro's verified number the window's count (with any carried over); a pro without one
 * reads the requests in the inbox only. The day's texts are counted after a send, so a retried job
 * (its send failed) sends once. Twilio's 5xx and 429 are retried by the queue; a refusal that will
 * not change is not.
 */
export function notifyProOfLeads({
  sms,
  eventStore,
  keyValue,
  clock,
  publicOrigin,
}: NotifyProOfLeadsDependencies): JobHandler<NotifyProOfLeadsJob> {
  const users = new UserLookup(eventStore);
  const origin = siteOrigin(publicOrigin);
  const stored = async (key: string) => Number((await keyValue.get(key)) ?? 0);
  /** The window's one request, by its platform id; undefined (the inbox) for any other value. */
  const lastRequest = async (proId: string, window: number) => {
    const leadId = await keyValue.get(keys.last(proId, window));
    try {
      return leadId ? platformId(leadId) : undefined;
    } catch {
      return undefined;
    }
  };
  return async ({ proId, window }) => {
    const pro = await users.user(proId);
    if (!pro.phoneNumber || pro.deleted) return;
    const untold = (await stored(keys.untold(proId, window))) + (await stored(keys.carried(proId)));
    if (untold === 0) return;
    const sentToday = keys.sent(proId, clock.now().toISOString().slice(0, 10));
    if ((await stored(sentToday)) >= LEAD_TEXTS.textsPerProPerDay) {
      await keyValue.set(keys.carried(proId), String(untold), { ttlMs: KEPT_MS });
      return;
    }
    const body = platformMessages.newRequests(pro.preferredLang, {
      requests: count(untold),
      origin,
      ...(untold === 1 && { request: await lastRequest(proId, window) }),
    });
    if (!(await sendText(sms, { to: pro.phoneNumber, body }))) return;
    await keyValue.increment(sentToday, { ttlMs: DAY_MS });
    await keyValue.delete(keys.carried(proId));
  };
}
