import {
  msUntilQuietHoursEnd,
  streamIds,
  type Lang,
  type LeadSent,
  type NotificationKind,
  type NotificationPreferences,
  type QuietHours,
  type ReviewEvent,
} from '@gp/shared';
import {
  MessageSendError,
  WrongExpectedRevisionError,
  type Clock,
  type EventStore,
  type JobHandler,
  type JobQueue,
  type KeyValueStore,
  type MessageSender,
  type OutboundMessage,
} from '@gp/shared/server';
import { deterministicUuid } from '../../../core/ids/ids';
import { notificationMessage, type Notification } from '../../../core/platform-messages/notification-messages';
import { platformId, siteOrigin } from '../../../core/platform-messages/platform-messages';
import { reviewDecider } from '../../reviews/public';
import { UserLookup } from '../../users/public';
import { hasTakenWhatsApp } from '../delivery-status/delivery-statuses';
import { hasStoppedMessages } from '../inbound-message/messaging-consent';
import { rememberAskedLead } from '../report-lead-answer/asked-leads';

export const SEND_NOTIFICATION = 'send-notification';

export const NOTIFICATION_RETRIES = {
  /** A few tries with doubling delays (2 s, 4 s, 8 s, 16 s) while the provider is unavailable. */
  attempts: 5,
  backoffMs: 2000,
} as const;

/** Who gets it: an account (by its verified number), the number a request was sent with, or a review's author. */
export type NotificationRecipient = { userId: string } | { leadId: string } | { reviewAuthorOf: string };

/** The notification with its ids as strings (a job's data is JSON); checked again when it is sent. */
export interface NotificationJob {
  notification: { kind: NotificationKind; pro?: string; reason?: string; sentRequests?: boolean };
  recipient: NotificationRecipient;
  /** Set on the job that holds a notification through the quiet hours: the id of the job it holds. */
  heldFrom?: string;
}

/** The job that sends a notification held through the quiet hours. */
export const heldJobId = (jobId: string) => `${jobId}:morning`;

const MONTH_MS = 30 * 24 * 60 * 60_000;
const keys = {
  /** Set once the job's message went: a job run again (the queue forgot its id) sends nothing. */
  sent: (jobId: string) => `notification:sent:${jobId}`,
};

export interface SendNotificationDependencies {
  sms: MessageSender;
  eventStore: EventStore;
  keyValue: KeyValueStore;
  clock: Clock;
  /** Where a notification due in the quiet hours is queued again, for the morning. */
  jobs: JobQueue;
  publicOrigin: string;
  /** Approved WhatsApp templates by `kind.lang`; empty without a WhatsApp sender. */
  whatsappTemplates: ReadonlyMap<string, string>;
  /** When notifications wait for the morning (NOTIFICATION_QUIET_HOURS); null: never. */
  quietHours: QuietHours | null;
}

interface Addressee {
  phoneNumber: string;
  lang: Lang;
  /** The account's channel per kind; empty (automatic) for a number with no account behind it. */
  preferences: NotificationPreferences;
}

/**
 * Sends one notification to one recipient, once: at their number, in their language, by the channel
 * their account chose for the kind (none: nothing is sent; SMS; WhatsApp when an approved template
 * exists, else SMS) or, not chosen, by WhatsApp (an approved template, to a number WhatsApp reached
 * before) or else by SMS, asking Twilio for its delivery status. A recipient without a number (or a
 * deleted account, or an erased request), or whose number texted STOP, gets nothing; one due in the quiet hours is queued
 * again for 07:00 in Costa Rica. Twilio's 5xx and 429 are thrown for the queue to retry; a refusal that will not change is recorded as failed
 * at once (failures past the retries are recorded by recordNotificationFailure).
 */
export function sendNotification(dependencies: SendNotificationDependencies): JobHandler<NotificationJob> {
  const { sms, eventStore, keyValue, clock, jobs, whatsappTemplates, quietHours } = dependencies;
  const origin = siteOrigin(dependencies.publicOrigin);
  const statusCallback = `${origin}/api/v1/webhooks/twilio/status`;
  const users = new UserLookup(eventStore);

  const account = async (userId: string): Promise<Addressee | null> => {
    const user = await users.user(userId);
    return user.phoneNumber && !user.deleted
      ? { phoneNumber: user.phoneNumber, lang: user.preferredLang, preferences: user.notificationPreferences }
      : null;
  };
  const addressee = async (recipient: NotificationRecipient): Promise<Addressee | null> => {
    if ('userId' in recipient) return account(recipient.userId);
    if ('leadId' in recipient) {
      const lead = await eventStore.readStream(streamIds.lead(recipient.leadId));
      const sent = lead.find((e) => e.type === 'LeadSent');
      // An erased request's number is nobody's to text any more.
      if (!sent || lead.some((e) => e.type === 'LeadErased')) return null;
      const { phoneNumber, lang, senderId } = sent.data as LeadSent['data'];
      // A signed-in sender's choices follow the request's number too.
      const preferences = senderId ? (await users.user(senderId)).notificationPreferences : {};
      return { phoneNumber, lang, preferences };
    }
    const events = (await eventStore.readStream(
      streamIds.review(recipient.reviewAuthorOf),
    )) as unknown as ReviewEvent[];
    const review = events.reduce(reviewDecider.evolve, reviewDecider.initialState());
    return review.exists && !review.authorIsAnonymous ? account(review.authorId) : null;
  };

  return async (job, context) => {
    // A held job stands for the job it holds: one sent key for both.
    const jobId = job.heldFrom ?? context.jobId;
    if (await keyValue.get(keys.sent(jobId))) return;
    const notification = checked(job.notification);
    if (!notification) return;
    const to = await addressee(job.recipient);
    if (!to || (await hasStoppedMessages(eventStore, to.phoneNumber))) return;
    const chosen = to.preferences[notification.kind];
    if (chosen === 'none') return;
    const wait = msUntilQuietHoursEnd(clock.now(), quietHours);
    if (wait > 0) {
      await jobs.enqueue<NotificationJob>(
        SEND_NOTIFICATION,
        { ...job, heldFrom: jobId },
        { jobId: heldJobId(jobId), delayMs: wait, ...NOTIFICATION_RETRIES },
      );
      return;
    }
    const { body, variables } = notificationMessage(notification, to.lang, origin);
    const template = whatsappTemplates.get(`${notification.kind}.${to.lang}`);
    const byWhatsApp =
      template !== undefined &&
      chosen !== 'sms' &&
      (chosen === 'whatsapp' || (await hasTakenWhatsApp(keyValue, to.phoneNumber)));
    const message: OutboundMessage = byWhatsApp
      ? { channel: 'whatsapp', to: to.phoneNumber, body, template: { sid: template, variables }, statusCallback }
      : { to: to.phoneNumber, body, statusCallback };
    try {
      await sms.send(message);
    } catch (error) {
      if (!(error instanceof MessageSendError) || error.retryable) throw error;
      await recordNotificationFailure(eventStore, clock, { jobId, kind: notification.kind, error, final: 'refused' });
      return;
    }
    // The number's next YES or NO answers this question (before the sent key: a retry asks, and remembers, again).
    if (notification.kind === 'answer-check' && 'leadId' in job.recipient)
      await rememberAskedLead(keyValue, to.phoneNumber, job.recipient.leadId);
    await keyValue.set(keys.sent(jobId), '1', { ttlMs: MONTH_MS });
  };
}

/** The job's notification with its ids checked as platform ids; null for anything else (nothing is sent). */
function checked({ kind, pro, reason, sentRequests }: NotificationJob['notification']): Notification | null {
  try {
    switch (kind) {
      case 'photo-refused':
        return { kind, reason: reason as Extract<Notification, { kind: 'photo-refused' }>['reason'] };
      case 'own-review-removed':
        return { kind, reason: reason as Extract<Notification, { kind: 'own-review-removed' }>['reason'] };
      case 'request-answered':
        return { kind, pro: platformId(pro ?? ''), sentRequests: sentRequests === true };
      default:
        return { kind, pro: platformId(pro ?? '') };
    }
  } catch {
    return null;
  }
}

/**
 * Appends NotificationFailed for the admin console, once per job: each failure is its own stream,
 * named after the job, so a second report of the same failure finds the stream and appends nothing.
 */
export async function recordNotificationFailure(
  eventStore: EventStore,
  clock: Clock,
  {
    jobId,
    kind,
    error,
    final,
  }: { jobId: string; kind: NotificationKind; error: unknown; final: 'refused' | 'retries-exhausted' },
): Promise<void> {
  const failureId = deterministicUuid('notification-failure', jobId);
  const detail = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  try {
    await eventStore.appendToStream(
      streamIds.notificationFailure(failureId),
      [
        {
          id: failureId,
          type: 'NotificationFailed',
          data: { jobId, kind, reason: final, detail, failedAt: clock.now().toISOString() },
          metadata: { actorId: null },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  } catch (appendError) {
    if (!(appendError instanceof WrongExpectedRevisionError)) throw appendError;
  }
}
