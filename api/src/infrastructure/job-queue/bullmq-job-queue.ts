import { randomUUID } from 'node:crypto';
import { type Job, Queue, Worker } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { EnqueueOptions, JobHandler, JobQueue } from '@gp/shared/server';
import { COMPLETED_JOB_RETENTION_MS, FAILED_JOB_RETENTION_MS, resolveEnqueueOptions } from './job-options';

export interface BullMqJobQueueOptions {
  /** Redis key prefix (BullMQ's `prefix`); default 'bull'. */
  prefix?: string;
  /** Namespace of the BullMQ queue names; each job name gets the queue `{queueName}.{jobName}`. */
  queueName?: string;
}

type FailedListener = (name: string, jobId: string, error: unknown) => void;

/**
 * JobQueue on BullMQ. One BullMQ queue (and, where processed, one Worker) per job name: BullMQ's
 * concurrency is a Worker setting, so per-name concurrency needs a Worker per name, and a slow job
 * kind (image variants) then cannot starve another (verification SMS).
 *
 * Queues share one ioredis client with its default per-command retry limit, so enqueue (inside a
 * request) and ping end in an error when Redis stays down instead of hanging forever. Workers share a second client with
 * `maxRetriesPerRequest: null`, as BullMQ requires, so they wait out a Redis outage; each Worker
 * duplicates it for its blocking connection.
 *
 * BullMQ rejects custom job ids containing ':' and ids that look like integers, so ids are
 * encoded reversibly (see toBullJobId) and handlers, onFailed listeners see the caller's id.
 */
export class BullMqJobQueue implements JobQueue {
  private readonly url: string;
  private readonly producerRedis: Redis;
  private workerRedis: Redis | undefined;
  private readonly prefix: string | undefined;
  private readonly queueName: string;
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, Worker>();
  private readonly failedListeners: FailedListener[] = [];
  private closing: Promise<void> | undefined;

  constructor(connection: { url: string }, options: BullMqJobQueueOptions = {}) {
    this.url = connection.url;
    this.producerRedis = connectRedis(connection.url, 'producer', {});
    this.prefix = options.prefix;
    this.queueName = options.queueName ?? 'gp-jobs';
  }

  async enqueue<Data>(name: string, data: Data, options?: EnqueueOptions): Promise<void> {
    this.assertOpen();
    const { jobId, attempts, backoffMs, delayMs } = resolveEnqueueOptions(options);
    await this.queueFor(name).add(name, data, {
      jobId: toBullJobId(jobId ?? randomUUID()),
      delay: delayMs,
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: { age: COMPLETED_JOB_RETENTION_MS / 1000 },
      removeOnFail: { age: FAILED_JOB_RETENTION_MS / 1000 },
    });
  }

  process<Data>(name: string, handler: JobHandler<Data>, options: { concurrency?: number } = {}): void {
    this.assertOpen();
    if (this.workers.has(name)) {
      throw new Error(`A processor for job "${name}" is already registered`);
    }
    const worker = new Worker(
      this.bullQueueName(name),
      async (job: Job) => {
        try {
          await handler(job.data as Data, { jobId: jobIdOf(job), attempt: job.attemptsMade + 1 });
        } catch (error) {
          // BullMQ records `error.message`; a thrown non-Error would be stored as undefined.
          throw error instanceof Error ? error : new Error(String(error));
        }
      },
      { connection: this.workerConnection(), prefix: this.prefix, concurrency: options.concurrency ?? 1 },
    );
    // BullMQ emits 'failed' after every failed try (attemptsMade already counts it); the port only
    // reports the last one.
    worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        for (const listener of this.failedListeners) listener(name, jobIdOf(job), error);
      }
    });
    worker.on('error', (error) => reportConnectionError(`worker ${name}`, error));
    this.workers.set(name, worker);
  }

  onFailed(listener: FailedListener): void {
    this.failedListeners.push(listener);
  }

  async ping(): Promise<void> {
    await this.producerRedis.ping();
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    // Worker.close() lets active jobs finish and takes no new ones; queues close after them.
    await Promise.all([...this.workers.values()].map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await Promise.all([this.producerRedis.quit(), this.workerRedis?.quit()]);
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('The job queue is closed');
  }

  private workerConnection(): Redis {
    this.workerRedis ??= connectRedis(this.url, 'worker', { maxRetriesPerRequest: null });
    return this.workerRedis;
  }

  private queueFor(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(this.bullQueueName(name), { connection: this.producerRedis, prefix: this.prefix });
      queue.on('error', (error) => reportConnectionError(`queue ${name}`, error));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private bullQueueName(jobName: string): string {
    return `${this.queueName}.${escapeColons(jobName)}`;
  }
}

/**
 * Escapes '%' and ':' so the mapping is reversible, and adds a letter prefix so no id looks like
 * an integer (BullMQ reserves those for its own ids).
 */
export function toBullJobId(jobId: string): string {
  return `j${escapeColons(jobId)}`;
}

export function fromBullJobId(bullJobId: string): string {
  return bullJobId.slice(1).replace(/%3A|%25/g, (escape) => (escape === '%3A' ? ':' : '%'));
}

function escapeColons(value: string): string {
  return value.replaceAll('%', '%25').replaceAll(':', '%3A');
}

function jobIdOf(job: Job): string {
  if (job.id === undefined) throw new Error(`BullMQ job "${job.name}" has no id`);
  return fromBullJobId(job.id);
}

function connectRedis(url: string, role: string, options: RedisOptions): Redis {
  const redis = new Redis(url, options);
  redis.on('error', (error: Error) => reportConnectionError(`${role} client`, error));
  return redis;
}

function reportConnectionError(source: string, error: Error): void {
  console.error(`[job-queue] Redis error in ${source}: ${error.message}`);
}
