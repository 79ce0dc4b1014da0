import { leadsProjection, type LeadDocument } from '@gp/projections';
import { requestRetentionCutoff } from '@gp/shared';
import type { Clock, EventStore, JobHandler, JobQueue, KeyStore, ReadStore } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { deterministicUuid } from '../../../core/ids/ids';
import { eraseLead } from '../erase-lead/erase-lead';

/**
 * Retention (docs/personal-data.md): once a day, every request sent more than
 * REQUEST_RETENTION_MONTHS ago and not yet erased is erased with the reason 'retention'. It reads
 * the leads read model, which holds only requests not erased, oldest first.
 */
export const ERASE_EXPIRED_REQUESTS = 'erase-expired-requests';

export interface EraseExpiredRequestsJob {
  /** The UTC day (YYYY-MM-DD) the run is for: one run a day, whoever enqueues it. */
  day: string;
}

/** The most requests one run erases; a backlog larger than that is finished by the next days' runs. */
export const RETENTION_BATCH = 1000;
/** Each day's run starts at 09:00 UTC (03:00 in Costa Rica), when few people use the site. */
const RUN_AT_UTC_HOUR = 9;
const DAY_MS = 24 * 60 * 60_000;

export const retentionJobId = (day: string) => `${ERASE_EXPIRED_REQUESTS}:${day}`;
const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/**
 * Enqueues the run of the day `at` falls in, at once (on starting), or of the next day at its hour.
 * The job id is the day's, so several processes starting, or a restart, add no second run.
 */
export async function scheduleRequestRetention(
  jobs: JobQueue,
  clock: Clock,
  when: 'now' | 'next-day' = 'now',
): Promise<void> {
  const now = clock.now();
  if (when === 'now') {
    await jobs.enqueue<EraseExpiredRequestsJob>(
      ERASE_EXPIRED_REQUESTS,
      { day: dayOf(now) },
      {
        jobId: retentionJobId(dayOf(now)),
      },
    );
    return;
  }
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, RUN_AT_UTC_HOUR));
  await jobs.enqueue<EraseExpiredRequestsJob>(
    ERASE_EXPIRED_REQUESTS,
    { day: dayOf(next) },
    {
      jobId: retentionJobId(dayOf(next)),
      delayMs: Math.min(Math.max(0, next.getTime() - now.getTime()), 2 * DAY_MS),
    },
  );
}

export interface EraseExpiredRequestsDependencies {
  eventStore: EventStore;
  keyStore: KeyStore;
  readStore: ReadStore;
  jobs: JobQueue;
  clock: Clock;
}

/** Erases the requests past their retention at the clock's time, then enqueues the next day's run. */
export function eraseExpiredRequests({
  eventStore,
  keyStore,
  readStore,
  jobs,
  clock,
}: EraseExpiredRequestsDependencies): JobHandler<EraseExpiredRequestsJob> {
  const pipeline = new CommandPipeline(eventStore);
  return async (_job, { jobId }) => {
    const now = clock.now();
    const cutoff = requestRetentionCutoff(now).toISOString();
    const oldest = await readStore
      .collection<LeadDocument>(leadsProjection.collection)
      .find({}, { sort: { sentAt: 1 }, limit: RETENTION_BATCH });
    for (const lead of oldest) {
      if (lead.sentAt >= cutoff) break;
      await eraseLead(
        { eventStore, keyStore, pipeline },
        {
          leadId: lead._id,
          by: { kind: 'system', reason: 'retention' },
          now,
          // One command per request: a retried run appends nothing twice.
          commandId: deterministicUuid(ERASE_EXPIRED_REQUESTS, lead._id),
          metadata: { actorId: null, onBehalfOf: null, correlationId: jobId },
        },
      );
    }
    await scheduleRequestRetention(jobs, clock, 'next-day');
  };
}
