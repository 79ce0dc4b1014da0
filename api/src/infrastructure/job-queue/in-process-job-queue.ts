import { randomUUID } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { EnqueueOptions, JobHandler, JobQueue } from '@gp/shared/server';
import {
  COMPLETED_JOB_RETENTION_MS,
  FAILED_JOB_RETENTION_MS,
  resolveEnqueueOptions,
  retryDelayMs,
} from './job-options';

/** Arms a one-shot timer and returns a function that cancels it. */
export type SetTimer = (callback: () => void, delayMs: number) => () => void;

export interface InProcessJobQueueOptions {
  now?: () => number;
  setTimer?: SetTimer;
}

type FailedListener = (name: string, jobId: string, error: unknown) => void;

interface Registration {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
}

interface ClaimedJob {
  seq: number;
  jobId: string;
  data: string;
  attemptsMade: number;
  maxAttempts: number;
  backoffMs: number;
  runAt: number;
}

const realSetTimer: SetTimer = (callback, delayMs) => {
  const timer = setTimeout(callback, delayMs);
  return () => clearTimeout(timer);
};

/**
 * The embedded JobQueue: jobs live in a SQLite table (the event store's file), so pending work
 * survives a restart, and run in this process with the same semantics as the BullMQ adapter.
 *
 * States: waiting (run_at says when it is due) → running → completed | failed, or back to waiting
 * with run_at pushed by the backoff. Finished rows are kept for the retention windows of
 * job-options.ts so their ids keep de-duplicating, then pruned.
 *
 * One process owns a database file (the embedded topology), so a row found 'running' when the
 * queue starts belongs to a process that died: it is made waiting again. As with a stalled BullMQ
 * job, the interrupted try does not count as a failed attempt.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly now: () => number;
  private readonly setTimer: SetTimer;
  private readonly registrations = new Map<string, Registration>();
  private readonly failedListeners: FailedListener[] = [];
  private readonly runningJobs = new Set<Promise<void>>();
  private cancelTimer: (() => void) | undefined;
  private closing: Promise<void> | undefined;

  private readonly insertJob: Statement<
    [name: string, jobId: string, data: string, maxAttempts: number, backoffMs: number, runAt: number]
  >;
  private readonly claimDueJobs: Statement<[name: string, now: number, limit: number], ClaimedJob>;
  private readonly nextRunAt: Statement<[name: string], { runAt: number | null }>;
  private readonly completeJob: Statement<[finishedAt: number, seq: number]>;
  private readonly retryJob: Statement<[runAt: number, error: string, seq: number]>;
  private readonly failJob: Statement<[finishedAt: number, error: string, seq: number]>;
  private readonly pruneFinished: Statement<[completedBefore: number, failedBefore: number]>;

  constructor(
    private readonly db: Database,
    options: InProcessJobQueueOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? realSetTimer;
    db.exec(`
      CREATE TABLE IF NOT EXISTS job_queue (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        job_id TEXT NOT NULL,
        data TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('waiting', 'running', 'completed', 'failed')),
        attempts_made INTEGER NOT NULL DEFAULT 0,
        max_attempts INTEGER NOT NULL,
        backoff_ms INTEGER NOT NULL,
        run_at INTEGER NOT NULL,
        finished_at INTEGER,
        last_error TEXT,
        UNIQUE (name, job_id)
      );
      CREATE INDEX IF NOT EXISTS job_queue_due ON job_queue (name, state, run_at);
      CREATE INDEX IF NOT EXISTS job_queue_finished ON job_queue (state, finished_at);
    `);
    this.insertJob = db.prepare(
      `INSERT INTO job_queue (name, job_id, data, state, max_attempts, backoff_ms, run_at)
       VALUES (?, ?, ?, 'waiting', ?, ?, ?)
       ON CONFLICT (name, job_id) DO NOTHING`,
    );
    this.claimDueJobs = db.prepare(
      `UPDATE job_queue SET state = 'running'
       WHERE seq IN (
         SELECT seq FROM job_queue WHERE name = ? AND state = 'waiting' AND run_at <= ?
         ORDER BY run_at, seq LIMIT ?
       )
       RETURNING seq, job_id AS jobId, data, attempts_made AS attemptsMade, max_attempts AS maxAttempts,
                 backoff_ms AS backoffMs, run_at AS runAt`,
    );
    this.nextRunAt = db.prepare(`SELECT MIN(run_at) AS runAt FROM job_queue WHERE name = ? AND state = 'waiting'`);
    this.completeJob = db.prepare(
      `UPDATE job_queue SET state = 'completed', attempts_made = attempts_made + 1, finished_at = ? WHERE seq = ?`,
    );
    this.retryJob = db.prepare(
      `UPDATE job_queue SET state = 'waiting', attempts_made = attempts_made + 1, run_at = ?, last_error = ? WHERE seq = ?`,
    );
    this.failJob = db.prepare(
      `UPDATE job_queue SET state = 'failed', attempts_made = attempts_made + 1, finished_at = ?, last_error = ? WHERE seq = ?`,
    );
    this.pruneFinished = db.prepare(
      `DELETE FROM job_queue
       WHERE (state = 'completed' AND finished_at <= ?) OR (state = 'failed' AND finished_at <= ?)`,
    );
    db.prepare(`UPDATE job_queue SET state = 'waiting' WHERE state = 'running'`).run();
    this.prune();
  }

  async enqueue<Data>(name: string, data: Data, options?: EnqueueOptions): Promise<void> {
    this.assertOpen();
    const { jobId, attempts, backoffMs, delayMs } = resolveEnqueueOptions(options);
    this.prune();
    const runAt = this.now() + delayMs;
    this.insertJob.run(name, jobId ?? randomUUID(), JSON.stringify(data ?? null), attempts, backoffMs, runAt);
    this.dispatch();
  }

  process<Data>(name: string, handler: JobHandler<Data>, options: { concurrency?: number } = {}): void {
    this.assertOpen();
    if (this.registrations.has(name)) {
      throw new Error(`A processor for job "${name}" is already registered`);
    }
    const concurrency = options.concurrency ?? 1;
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
    }
    this.registrations.set(name, { handler: handler as JobHandler<unknown>, concurrency, running: 0 });
    this.dispatch();
  }

  onFailed(listener: FailedListener): void {
    this.failedListeners.push(listener);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  close(): Promise<void> {
    this.closing ??= this.drain();
    return this.closing;
  }

  private async drain(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    // dispatch starts nothing once closing is set, so the running set can only shrink.
    await Promise.all(this.runningJobs);
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('The job queue is closed');
  }

  private prune(): void {
    const now = this.now();
    this.pruneFinished.run(now - COMPLETED_JOB_RETENTION_MS, now - FAILED_JOB_RETENTION_MS);
  }

  /** Starts every due job that has a free slot, then arms one timer for the earliest future job. */
  private dispatch(): void {
    if (this.closing) return;
    const now = this.now();
    let nextDueAt = Number.POSITIVE_INFINITY;
    for (const [name, registration] of this.registrations) {
      const freeSlots = registration.concurrency - registration.running;
      if (freeSlots > 0) {
        const claimed = this.claimDueJobs.all(name, now, freeSlots).sort((a, b) => a.runAt - b.runAt || a.seq - b.seq);
        for (const job of claimed) this.start(name, registration, job);
      }
      const { runAt } = this.nextRunAt.get(name) ?? { runAt: null };
      if (runAt !== null && runAt > now) nextDueAt = Math.min(nextDueAt, runAt);
    }
    this.cancelTimer?.();
    this.cancelTimer =
      nextDueAt === Number.POSITIVE_INFINITY ? undefined : this.setTimer(() => this.dispatch(), nextDueAt - now);
  }

  private start(name: string, registration: Registration, job: ClaimedJob): void {
    registration.running += 1;
    const run = this.execute(name, registration.handler, job).finally(() => {
      registration.running -= 1;
      this.runningJobs.delete(run);
      this.dispatch();
    });
    this.runningJobs.add(run);
  }

  private async execute(name: string, handler: JobHandler<unknown>, job: ClaimedJob): Promise<void> {
    const attempt = job.attemptsMade + 1;
    try {
      await handler(JSON.parse(job.data), { jobId: job.jobId, attempt });
    } catch (error) {
      const now = this.now();
      if (attempt < job.maxAttempts) {
        this.retryJob.run(now + retryDelayMs(job.backoffMs, attempt), describe(error), job.seq);
        return;
      }
      this.failJob.run(now, describe(error), job.seq);
      for (const listener of this.failedListeners) listener(name, job.jobId, error);
      return;
    }
    this.completeJob.run(this.now(), job.seq);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
