import { EnqueueOptions } from '@gp/shared/server';

/** Defaults of the JobQueue port (see EnqueueOptions). */
export const DEFAULT_JOB_ATTEMPTS = 3;
export const DEFAULT_JOB_BACKOFF_MS = 1000;

/**
 * How long a finished job's id stays known, so that enqueueing the same id again adds nothing.
 * Both adapters keep the same windows (BullMQ: removeOnComplete / removeOnFail by age): a retried
 * command re-enqueueing its side effect within a day does not send a second SMS, and failed jobs
 * stay a week for inspection.
 */
export const COMPLETED_JOB_RETENTION_MS = 24 * 60 * 60 * 1000;
export const FAILED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface ResolvedEnqueueOptions {
  jobId?: string;
  attempts: number;
  backoffMs: number;
  delayMs: number;
}

export function resolveEnqueueOptions(options: EnqueueOptions = {}): ResolvedEnqueueOptions {
  const attempts = options.attempts ?? DEFAULT_JOB_ATTEMPTS;
  const backoffMs = options.backoffMs ?? DEFAULT_JOB_BACKOFF_MS;
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new RangeError(`attempts must be a positive integer, got ${attempts}`);
  }
  if (!Number.isFinite(backoffMs) || backoffMs < 0) {
    throw new RangeError(`backoffMs must be a non-negative number, got ${backoffMs}`);
  }
  if (options.jobId !== undefined && options.jobId.length === 0) {
    throw new RangeError('jobId must not be empty');
  }
  const delayMs = options.delayMs ?? 0;
  if (!Number.isFinite(delayMs) || delayMs < 0) {
    throw new RangeError(`delayMs must be a non-negative number, got ${delayMs}`);
  }
  return { jobId: options.jobId, attempts, backoffMs, delayMs };
}

/** Delay before try `failedAttempt + 1`: backoffMs * 2^(failedAttempt - 1), as BullMQ's exponential backoff. */
export function retryDelayMs(backoffMs: number, failedAttempt: number): number {
  return Math.round(backoffMs * 2 ** (failedAttempt - 1));
}
