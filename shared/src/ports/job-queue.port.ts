/** JobQueue port: named background jobs with de-duplicating ids, delays, retries with exponential backoff. */
export interface EnqueueOptions {
  /** A second enqueue with the same id, while the first is known to the queue, adds nothing. */
  jobId?: string;
  /** Total tries including the first; default 3. */
  attempts?: number;
  /** First retry delay; doubles after each failure. Default 1000 ms. */
  backoffMs?: number;
  /** The first try waits this long after the enqueue; default 0 (at once). */
  delayMs?: number;
}

export interface JobContext {
  jobId: string;
  /** 1 for the first try. */
  attempt: number;
}

export type JobHandler<Data = unknown> = (data: Data, context: JobContext) => Promise<void>;

export interface JobQueue {
  enqueue<Data>(name: string, data: Data, options?: EnqueueOptions): Promise<void>;
  /** Registers the processor for a job name; call once per name per process. */
  process<Data>(name: string, handler: JobHandler<Data>, options?: { concurrency?: number }): void;
  /** Called after the last try of a job failed. */
  onFailed(listener: (name: string, jobId: string, error: unknown) => void): void;
  ping(): Promise<void>;
  /** Stops taking jobs and waits for the running ones to finish. */
  close(): Promise<void>;
}

export const JOB_QUEUE = Symbol('JobQueue');
