import {
  defineReactor,
  NO_REVIEW_STANDINGS,
  RATING_EVENTS,
  withRatingEvent,
  type RatingEvent,
  type Reactor,
  type ReviewStandings,
} from '@gp/projections';
import {
  ANSWER_CHECK_DELAY_HOURS,
  isProfilePublic,
  NOTIFICATION_KINDS,
  streamIds,
  type LeadSent,
  type NotificationKind,
  type RecordedDomainEvent,
} from '@gp/shared';
import type { Clock, EventStore, JobQueue, KeyValueStore } from '@gp/shared/server';
import {
  NOTIFICATION_RETRIES,
  SEND_NOTIFICATION,
  type NotificationJob,
  type NotificationRecipient,
} from './send-notification';

export const NOTIFICATIONS = 'notifications';

/** A notification is for the moment something happened: an event met later (a reactor rebuilt from the start of the log) tells nobody. */
export const NOTIFICATION_FRESH_FOR_MS = 2 * 24 * 60 * 60_000;

/**
 * The job id of a notification: its kind, then what it is about. One per event and recipient, so a
 * redelivered event enqueues the same id, which the queue keeps once.
 */
export const notificationJobId = (kind: NotificationKind, about: string) => `${kind}:${about}`;

/** The kind a notification job id names, for the failures the queue reports by id alone. */
export function kindOfJobId(jobId: string): NotificationKind | null {
  const kind = jobId.slice(0, jobId.indexOf(':'));
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? (kind as NotificationKind) : null;
}

const HANDLED = [...RATING_EVENTS, 'PhotoRejected', 'ReviewReplyHidden', 'LeadAnswered', 'LeadSent'] as const;

const HOUR_MS = 60 * 60_000;

/** A contractor's review standings as this reactor last folded them, and the position of that event. */
interface StoredStandings {
  position: number;
  standings: ReviewStandings;
}
const standingsKey = (contractorId: string) => `notifications:standings:${contractorId}`;

const isLive = (standings: ReviewStandings, reviewId: string) => {
  const review = standings.reviews[reviewId];
  return Boolean(review?.approved && review.authenticated && !review.removed);
};

/**
 * Events → one send-notification job per (event, recipient). Whether a review went live, and whether
 * the pro's profile went public with it, is decided here, on the contractor's review standings folded
 * as the projection folds them (kept in the KeyValue store, which holds reactor state, with the
 * position of the last event folded, so a redelivered event folds nothing twice).
 */
export function notificationReactor(dependencies: {
  jobs: JobQueue;
  keyValue: KeyValueStore;
  eventStore: EventStore;
  clock: Clock;
}): Reactor {
  const { jobs, keyValue, eventStore, clock } = dependencies;
  return defineReactor({
    name: NOTIFICATIONS,
    handles: HANDLED,
    async react(event) {
      const fresh = clock.now().getTime() - Date.parse(event.recordedAt) <= NOTIFICATION_FRESH_FOR_MS;
      const queue = async (
        notification: NotificationJob['notification'],
        recipient: NotificationRecipient,
        about: string,
        delayMs = 0,
      ) => {
        if (!fresh) return;
        await jobs.enqueue<NotificationJob>(
          SEND_NOTIFICATION,
          { notification, recipient },
          { jobId: notificationJobId(notification.kind, about), delayMs, ...NOTIFICATION_RETRIES },
        );
      };
      const at = `${event.streamId}:${event.revision}`;
      switch (event.type) {
        case 'PhotoRejected':
          await queue({ kind: 'photo-refused', reason: event.data.reasonCode }, { userId: event.data.userId }, at);
          return 0;
        case 'ReviewReplyHidden':
          await queue({ kind: 'reply-hidden', pro: event.data.contractorId }, { userId: event.data.contractorId }, at);
          return 0;
        case 'LeadAnswered': {
          const sent = (await eventStore.readStream(streamIds.lead(event.data.leadId))).find(
            (candidate) => candidate.type === 'LeadSent',
          );
          // Once per request: answered, unanswered and answered again is one text.
          await queue(
            {
              kind: 'request-answered',
              pro: event.data.proId,
              sentRequests: (sent?.data as LeadSent['data'] | undefined)?.senderId != null,
            },
            { leadId: event.data.leadId },
            event.data.leadId,
          );
          return 0;
        }
        case 'LeadSent': {
          // Two days on, once per request (the lead's id names the job), whatever the pro marked
          // meanwhile: the signals take the client's word, not the pro's (response-times.ts).
          const due = Date.parse(event.data.sentAt) + ANSWER_CHECK_DELAY_HOURS * HOUR_MS;
          await queue(
            { kind: 'answer-check', pro: event.data.proId },
            { leadId: event.data.leadId },
            event.data.leadId,
            Math.max(0, due - clock.now().getTime()),
          );
          return 0;
        }
        default:
          await reactToReview(event as RecordedDomainEvent & RatingEvent, queue, at);
          return 0;
      }
    },
  }) as Reactor;

  async function reactToReview(
    event: RatingEvent,
    queue: (n: NotificationJob['notification'], r: NotificationRecipient, about: string) => Promise<void>,
    at: string,
  ): Promise<void> {
    const { contractorId, reviewId } = event.data;
    if (event.type === 'ReviewRemoved')
      await queue({ kind: 'own-review-removed', reason: event.data.reasonCode }, { reviewAuthorOf: reviewId }, at);
    const stored = await keyValue.get(standingsKey(contractorId));
    const before: StoredStandings = stored
      ? (JSON.parse(stored) as StoredStandings)
      : { position: 0, standings: NO_REVIEW_STANDINGS };
    if (event.position <= before.position) return;
    const standings = withRatingEvent(before.standings, event);
    if (!isLive(before.standings, reviewId) && isLive(standings, reviewId)) {
      await queue({ kind: 'review-published', pro: contractorId }, { userId: contractorId }, at);
      await queue({ kind: 'own-review-published', pro: contractorId }, { reviewAuthorOf: reviewId }, at);
    }
    if (!isProfilePublic(before.standings.liveCount) && isProfilePublic(standings.liveCount))
      await queue({ kind: 'profile-public', pro: contractorId }, { userId: contractorId }, at);
    // Folded after the enqueues: a crash in between redelivers the event, which enqueues the same ids.
    await keyValue.set(standingsKey(contractorId), JSON.stringify({ position: event.position, standings }));
  }
}
