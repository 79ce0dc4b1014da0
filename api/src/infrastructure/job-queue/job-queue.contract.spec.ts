import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { openSqlite } from '../sqlite/open-sqlite';
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { jobQueueContract } from './job-queue.contract';

jobQueueContract('in-process (SQLite)', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'gp-job-queue-'));
  const db = openSqlite(join(directory, 'guanacaste.sqlite'));
  return {
    queue: new InProcessJobQueue(db),
    async dispose() {
      db.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
});

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  jobQueueContract('BullMQ (Redis)', async () => {
    // A fresh key prefix per test keeps runs (and parallel jest workers) apart.
    const prefix = `gp-test-${randomUUID()}`;
    return {
      queue: new BullMqJobQueue({ url: redisUrl }, { prefix }),
      dispose: () => obliterateQueues(redisUrl, prefix),
    };
  });
}

/** Removes every BullMQ queue under the prefix, whatever job names the test used. */
async function obliterateQueues(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  try {
    const keys = await redis.keys(`${prefix}:*`);
    // Keys are `{prefix}:{queue}:…`, and BullMQ queue names never contain ':'.
    const queueNames = new Set(keys.map((key) => key.split(':')[1]!));
    for (const name of queueNames) {
      const queue = new Queue(name, { connection: redis, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  } finally {
    await redis.quit();
  }
}
