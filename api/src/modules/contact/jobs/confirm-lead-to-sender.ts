import { streamIds, type Lang, type LeadSent } from '@gp/shared';
import {
  type Clock,
  type EventStore,
  type JobHandler,
  type JobQueue,
  type KeyValueStore,
  type MessageSender,
} from '@gp/shared/server';
import { sha256Hex } from '../../../core/ids/ids';
import { sendText } from './send-text';
import {
  platformId,
  platformMessages,
  siteOrigin,
  type SiteOrigin,
} from '../../../core/platform-messages/platform-messages';

/**
 * One text to the number a visitor left with a request: it went, and to which pro (a link to the pro's
 * page), in the language the visitor chose, with nothing anybody wrote. The job carries the lead's id
 * only; the number is read from the lead's stream when the text goes.
 */
export const CONFIRM_LEAD_TO_SENDER = 'confirm-lead-to-sender';

export const LEAD_CONFIRMATIONS = {
  /**
   * A number is given by whoever fills in the form, not proven theirs: past this many confirmations a
   * day to one number, the requests still go and the texts stop, so the form cannot be used to flood
   * someone's phone (the per-sender limits allow 5 requests an hour from one number).
   */
  perNumberPerDay: 5,
  /** A confirmation is for the moment the request went: a lead met later (a reactor rebuilt, a long stop) is not confirmed. */
  freshForMs: 2 * 60 * 60_000,
  /** Like the pro's texts: a few tries with doubling delays while Twilio is unavailable. */
  attempts: 4,
  backoffMs: 2000,
} as const;

export interface ConfirmLeadJob {
  leadId: string;
}

const DAY_MS = 24 * 60 * 60_000;

const keys = {
  /** Set once the lead's text went: a job run again (the queue forgot its id) sends nothing. */
  sent: (leadId: string) => `lead-confirmation:sent:${leadId}`,
  /** The day's confirmations to a number, by its hash: the key store holds no number. */
  number: (phoneNumber: string, day: string) => `lead-confirmation:number:${sha256Hex(phoneNumber)}:${day}`,
};

export const leadConfirmationJobId = ({ leadId }: ConfirmLeadJob) => leadId;

/**
 * Enqueues the lead's confirmation under the lead's id, so a redelivered LeadSent enqueues nothing
 * new; a lead older than `freshForMs` is not confirmed.
 */
export async function enqueueLeadConfirmation(
  jobs: JobQueue,
  { leadId, sentAt }: Pick<LeadSent['data'], 'leadId' | 'sentAt'>,
  now: number,
): Promise<void> {
  if (now - Date.parse(sentAt) > LEAD_CONFIRMATIONS.freshForMs) return;
  const job: ConfirmLeadJob = { leadId };
  await jobs.enqueue<ConfirmLeadJob>(CONFIRM_LEAD_TO_SENDER, job, {
    jobId: leadConfirmationJobId(job),
    attempts: LEAD_CONFIRMATIONS.attempts,
    backoffMs: LEAD_CONFIRMATIONS.backoffMs,
  });
}

/** The text, or null for a pro whose id the platform did not draw (none is): no text rather than one naming it. */
function confirmation(proId: string, lang: Lang, origin: SiteOrigin): string | null {
  try {
    return platformMessages.requestSent(lang, { pro: platformId(proId), origin });
  } catch {
    return null;
  }
}

export interface ConfirmLeadToSenderDependencies {
  sms: MessageSender;
  eventStore: EventStore;
  keyValue: KeyValueStore;
  clock: Clock;
  publicOrigin: string;
}

/**
 * Texts the lead's number once. The number's day count is taken on the first try, before the send,
 * so texts sent at once cannot pass the cap together (a failed send still counts: the cap errs
 * towards the phone's owner). Twilio's 5xx and 429 are retried by the queue; a refusal that will not
 * change is not (send-text.ts).
 */
export function confirmLeadToSender({
  sms,
  eventStore,
  keyValue,
  clock,
  publicOrigin,
}: ConfirmLeadToSenderDependencies): JobHandler<ConfirmLeadJob> {
  const origin = siteOrigin(publicOrigin);
  return async ({ leadId }, { attempt }) => {
    if (await keyValue.get(keys.sent(leadId))) return;
    const sent = (await eventStore.readStream(streamIds.lead(leadId))).find((event) => event.type === 'LeadSent');
    if (!sent) return;
    const { proId, phoneNumber, lang } = sent.data as LeadSent['data'];
    const body = confirmation(proId, lang, origin);
    if (body === null) return;
    const today = keys.number(phoneNumber, clock.now().toISOString().slice(0, 10));
    // A retry already holds its place in the day's count.
    if (attempt === 1 && (await keyValue.increment(today, { ttlMs: DAY_MS })) > LEAD_CONFIRMATIONS.perNumberPerDay)
      return;
    if (await sendText(sms, { to: phoneNumber, body }))
      await keyValue.set(keys.sent(leadId), '1', { ttlMs: 2 * DAY_MS });
  };
}
