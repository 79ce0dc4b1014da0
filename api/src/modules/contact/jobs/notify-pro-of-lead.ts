import { streamIds, type LeadSent } from '@gp/shared';
import { type EventStore, type JobHandler, type JobQueue, SmsSendError, type SmsSender } from '@gp/shared/server';
import { count, platformMessages, siteOrigin } from '../../../core/platform-messages/platform-messages';
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
  const origin = siteOrigin(publicOrigin);
  return async ({ leadId }) => {
    const sent = (await eventStore.readStream(streamIds.lead(leadId))).find((event) => event.type === 'LeadSent');
    if (!sent) return;
    const { proId } = sent.data as LeadSent['data'];
    const pro = await users.user(proId);
    if (!pro.phoneNumber || pro.deleted) return;
    try {
      const body = platformMessages.newRequests(pro.preferredLang, { requests: count(1), origin });
      await sms.send({ to: pro.phoneNumber, body });
    } catch (error) {
      // Thrown, the queue retries it; a refused number would be refused again.
      if (!(error instanceof SmsSendError) || error.retryable) throw error;
    }
  };
}
