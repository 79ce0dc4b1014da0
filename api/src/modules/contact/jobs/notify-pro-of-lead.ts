import { streamIds, type Lang, type LeadSent } from '@gp/shared';
import { type EventStore, type JobHandler, type JobQueue, SmsSendError, type SmsSender } from '@gp/shared/server';
import { UserLookup } from '../../users/public';

/** Tells a pro by SMS that a request arrived. Job id: the lead id, so each lead sends once. */
export const NOTIFY_PRO_OF_LEAD = 'notify-pro-of-lead';

export interface NotifyProOfLeadJob {
  leadId: string;
}

/** Like the verification code: a few tries with doubling delays while Twilio is unavailable. */
export const NOTIFY_LEAD_JOB = { attempts: 4, backoffMs: 2000 } as const;

export function enqueueLeadNotification(queue: JobQueue, leadId: string): Promise<void> {
  return queue.enqueue<NotifyProOfLeadJob>(NOTIFY_PRO_OF_LEAD, { leadId }, { jobId: leadId, ...NOTIFY_LEAD_JOB });
}

const CLIENT_NAME_IN_SMS = 40;
/** Direction and other format controls could make the text read differently from what it says. */
const FORMAT_CONTROLS = /\p{Cf}/gu;

/** In the pro's language, with the client's name (plain text, trimmed) and where to read the request. */
export function leadSms(clientName: string, lang: Lang, publicOrigin: string): string {
  const name = clientName.replace(FORMAT_CONTROLS, '').trim().slice(0, CLIENT_NAME_IN_SMS);
  const inbox = `${publicOrigin}/${lang}/account?tab=requests`;
  return lang === 'es'
    ? `Nueva solicitud en Guanacaste Pros de ${name}. Léela en ${inbox}`
    : `New request on Guanacaste Pros from ${name}. Read it at ${inbox}`;
}

export interface NotifyProOfLeadDependencies {
  sms: SmsSender;
  eventStore: EventStore;
  publicOrigin: string;
}

/**
 * Reads the lead and the pro from their streams (the write side's own view, so it never waits for
 * a projection) and texts the pro's verified number. A pro without one reads the request in the
 * inbox only. Twilio's 5xx and 429 are retried by the queue; a refusal that will not change is not.
 */
export function notifyProOfLead({
  sms,
  eventStore,
  publicOrigin,
}: NotifyProOfLeadDependencies): JobHandler<NotifyProOfLeadJob> {
  const users = new UserLookup(eventStore);
  return async ({ leadId }) => {
    const sent = (await eventStore.readStream(streamIds.lead(leadId))).find((event) => event.type === 'LeadSent');
    if (!sent) return;
    const { proId, name } = sent.data as LeadSent['data'];
    const pro = await users.user(proId);
    if (!pro.phoneNumber || pro.deleted) return;
    try {
      await sms.send({ to: pro.phoneNumber, body: leadSms(name, pro.preferredLang, publicOrigin) });
    } catch (error) {
      // Thrown, the queue retries it; a refused number would be refused again.
      if (!(error instanceof SmsSendError) || error.retryable) throw error;
    }
  };
}
