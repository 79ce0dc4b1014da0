import { randomUUID } from 'node:crypto';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Database } from 'better-sqlite3';
import type { JobContext, JobQueue, KeyValueStore } from '@gp/shared/server';
import { BullMqJobQueue } from '../../../infrastructure/job-queue/bullmq-job-queue';
import { InProcessJobQueue } from '../../../infrastructure/job-queue/in-process-job-queue';
import { deferred } from '../../../infrastructure/job-queue/job-queue.contract';
import { RedisKeyValueStore } from '../../../infrastructure/key-value/redis-key-value-store';
import { SqliteKeyValueStore } from '../../../infrastructure/key-value/sqlite-key-value-store';
import { ConsoleMessageSender } from '../../../infrastructure/messages/console-message-sender';
import { TwilioMessageSender } from '../../../infrastructure/messages/twilio-message-sender';
import { openSqlite } from '../../../infrastructure/sqlite/open-sqlite';
import { temporaryDatabaseFile } from '../../../infrastructure/sqlite/temporary-database-file';
import { FakeTwilio, twilioAccepted } from '../../../testing/fake-twilio';
import { PhoneChallenges } from '../challenges/phone-challenges';
import { systemClock } from '../../../infrastructure/clock/system-clock';
import {
  enqueueVerificationCode,
  SEND_CODE_JOB,
  SEND_VERIFICATION_CODE,
  sendCodeJobId,
  sendVerificationCode,
  type SendVerificationCodeDependencies,
  type SendVerificationCodeJob,
} from './send-verification-code';

interface SendCodeQueueFixture {
  queue: JobQueue;
  keyValue: KeyValueStore;
  /** A worker that takes the next send job and dies holding it: `started` once it holds it, `kill` ends it as a crash would. */
  dyingWorker(): { started: Promise<void>; kill(): Promise<void> };
  /** A new queue instance on the same backing store, as a restarted worker process opens. */
  reopen(): Promise<JobQueue>;
  dispose(): Promise<void>;
}

const ORIGIN = 'https://guanacastepros.com';
const FAST_RETRIES = { attempts: SEND_CODE_JOB.attempts, backoffMs: 20 };

/** The send-verification-code job on a real queue adapter: de-duplication, retries, crash recovery. */
function sendCodeQueueContract(adapterName: string, create: () => Promise<SendCodeQueueFixture>): void {
  describe(`send-verification-code on ${adapterName}`, () => {
    let fixture: SendCodeQueueFixture;
    let challenges: PhoneChallenges;
    let twilio: FakeTwilio;
    let twilioSender: TwilioMessageSender;
    beforeEach(async () => {
      fixture = await create();
      challenges = new PhoneChallenges(fixture.keyValue, systemClock);
      twilio = new FakeTwilio();
      twilioSender = new TwilioMessageSender({
        accountSid: 'AC0123456789abcdef0123456789abcdef',
        authToken: 'secret',
        from: '+15005550006',
        apiBaseUrl: await twilio.start(),
      });
    });
    afterEach(async () => {
      await fixture.dispose();
      await twilio.stop();
    });

    const newChallenge = (phoneNumber: string) =>
      challenges.create({ phoneNumber, purpose: 'attach', userId: 'user-1', lang: 'en' });

    /** Processes with the real handler, recording every try and resolving when `until` ran to the end. */
    function processSends(queue: JobQueue, sms: SendVerificationCodeDependencies['sms'], until: string) {
      const tries: { challengeId: string; context: JobContext; outcome: 'done' | 'threw' }[] = [];
      const finished = deferred();
      const handler = sendVerificationCode({ sms, challenges, publicOrigin: ORIGIN });
      queue.process<SendVerificationCodeJob>(SEND_VERIFICATION_CODE, async (job, context) => {
        try {
          await handler(job, context);
        } catch (error) {
          tries.push({ challengeId: job.challengeId, context, outcome: 'threw' });
          throw error;
        }
        tries.push({ challengeId: job.challengeId, context, outcome: 'done' });
        if (job.challengeId === until) finished.resolve();
      });
      return { tries, finished: finished.promise };
    }

    it('sends once when the same send is enqueued twice', async () => {
      const sms = new ConsoleMessageSender(() => undefined);
      const challenge = await newChallenge('+50688887777');
      const sentinel = await newChallenge('+50677776666');
      await enqueueVerificationCode(fixture.queue, { challengeId: challenge.id, sendNumber: 1 });
      await enqueueVerificationCode(fixture.queue, { challengeId: challenge.id, sendNumber: 1 });
      // One job at a time, in order: a duplicate would have run before the sentinel.
      await enqueueVerificationCode(fixture.queue, { challengeId: sentinel.id, sendNumber: 1 });

      const { tries, finished } = processSends(fixture.queue, sms, sentinel.id);
      await finished;

      expect(tries.filter((entry) => entry.challengeId === challenge.id)).toEqual([
        { challengeId: challenge.id, context: { jobId: challenge.id, attempt: 1 }, outcome: 'done' },
      ]);
      expect(sms.outbox().filter((message) => message.to === '+50688887777')).toHaveLength(1);
      expect(await challenges.sendStatus(challenge)).toBe('sent');
    });

    it('retries a Twilio 500 and succeeds on the second attempt', async () => {
      twilio.replies.push({ status: 500, json: { code: 20500, message: 'Internal Server Error' } }, twilioAccepted());
      const challenge = await newChallenge('+50688887777');
      const job = { challengeId: challenge.id, sendNumber: 1 };
      await fixture.queue.enqueue(SEND_VERIFICATION_CODE, job, { jobId: sendCodeJobId(job), ...FAST_RETRIES });

      const { tries, finished } = processSends(fixture.queue, twilioSender, challenge.id);
      await finished;

      expect(tries.map((entry) => [entry.context.attempt, entry.outcome])).toEqual([
        [1, 'threw'],
        [2, 'done'],
      ]);
      expect(twilio.sentMessages()).toHaveLength(2);
      expect(twilio.sentMessages()[1]).toMatchObject({
        To: '+50688887777',
        Body: expect.stringMatching(/^Your Guanacaste Pros code is \d{6}\n\n@guanacastepros\.com #\d{6}$/),
      });
      expect(await challenges.sendStatus(challenge)).toBe('sent');
    });

    it('records the failure after the last attempt of a retryable error, and does not retry a refusal', async () => {
      twilio.reply = { status: 503, json: { message: 'Service Unavailable' } };
      const unavailable = await newChallenge('+50688887777');
      const refused = await newChallenge('+50622223333');
      const failed = deferred<string>();
      fixture.queue.onFailed((_name, jobId) => failed.resolve(jobId));
      const { tries, finished } = processSends(fixture.queue, twilioSender, refused.id);
      await fixture.queue.enqueue(
        SEND_VERIFICATION_CODE,
        { challengeId: unavailable.id, sendNumber: 1 },
        { jobId: unavailable.id, ...FAST_RETRIES },
      );

      expect(await failed.promise).toBe(unavailable.id);
      expect(tries.map((entry) => entry.context.attempt)).toEqual([1, 2, 3, 4]);
      expect(await challenges.sendStatus(unavailable)).toBe('failed');

      twilio.reply = { status: 400, json: { code: 21614, message: "'To' number is not a valid mobile number" } };
      await fixture.queue.enqueue(
        SEND_VERIFICATION_CODE,
        { challengeId: refused.id, sendNumber: 1 },
        { jobId: refused.id, ...FAST_RETRIES },
      );
      await finished;
      expect(tries.filter((entry) => entry.challengeId === refused.id)).toEqual([
        expect.objectContaining({ context: { jobId: refused.id, attempt: 1 }, outcome: 'done' }),
      ]);
      expect(twilio.sentMessages().filter((message) => message.To === '+50622223333')).toHaveLength(1);
      expect(await challenges.sendStatus(refused)).toBe('failed');
    });

    it('runs a send again when the worker dies in the middle of it', async () => {
      const sms = new ConsoleMessageSender(() => undefined);
      const challenge = await newChallenge('+50688887777');
      const dying = fixture.dyingWorker();
      await enqueueVerificationCode(fixture.queue, { challengeId: challenge.id, sendNumber: 1 });
      await dying.started;
      await dying.kill();

      const restarted = await fixture.reopen();
      const { tries, finished } = processSends(restarted, sms, challenge.id);
      await finished;

      expect(tries).toEqual([
        { challengeId: challenge.id, context: { jobId: challenge.id, attempt: 1 }, outcome: 'done' },
      ]);
      expect(sms.outbox()).toEqual([
        { to: '+50688887777', body: expect.stringContaining('Your Guanacaste Pros code is') },
      ]);
      expect(await challenges.sendStatus(challenge)).toBe('sent');
    });
  });
}

/** A handler that never returns: the process running it is gone, as far as the job is concerned. */
const hangAfter = (started: () => void) => () => {
  started();
  return new Promise<void>(() => undefined);
};

sendCodeQueueContract('the in-process queue (SQLite)', async () => {
  const { file, remove } = temporaryDatabaseFile();
  const databases: Database[] = [openSqlite(file)];
  const queues: InProcessJobQueue[] = [new InProcessJobQueue(databases[0]!)];
  return {
    queue: queues[0]!,
    keyValue: new SqliteKeyValueStore(databases[0]!),
    dyingWorker() {
      const started = deferred();
      queues[0]!.process(
        SEND_VERIFICATION_CODE,
        hangAfter(() => started.resolve()),
      );
      // A process that dies is never closed (closing would wait for the job): its successor finds the job still marked running.
      return { started: started.promise, kill: async () => void queues.shift() };
    },
    async reopen() {
      const db = openSqlite(file);
      databases.push(db);
      const queue = new InProcessJobQueue(db);
      queues.push(queue);
      return queue;
    },
    async dispose() {
      await Promise.all(queues.map((queue) => queue.close()));
      for (const db of databases) db.close();
      remove();
    },
  };
});

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  sendCodeQueueContract('BullMQ (Redis)', async () => {
    // Fresh prefixes per test keep runs and parallel jest workers apart.
    const prefix = `gp-test-${randomUUID()}`;
    const queueName = 'phone-jobs';
    const bullQueue = `${queueName}.${SEND_VERIFICATION_CODE}`;
    const queues = [new BullMqJobQueue({ url: redisUrl }, { prefix, queueName })];
    const workers: Worker[] = [];
    const connections: Redis[] = [];
    const connect = () => {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
      connections.push(redis);
      return redis;
    };
    const keyValue = new RedisKeyValueStore(new Redis(redisUrl), { keyPrefix: `${prefix}:kv:` });
    return {
      queue: queues[0]!,
      keyValue,
      dyingWorker() {
        const started = deferred();
        // A short lock and check interval, so the crash is noticed within a second rather than BullMQ's default 30 s.
        const crashDetection = { lockDuration: 500, stalledInterval: 100 };
        const worker = new Worker(
          bullQueue,
          hangAfter(() => started.resolve()),
          { connection: connect(), prefix, ...crashDetection },
        );
        worker.on('error', () => undefined);
        workers.push(worker);
        return {
          started: started.promise,
          async kill() {
            // Force-closing stops the lock renewal and leaves the job active, as a killed process does.
            await worker.close(true);
            // Another worker's stalled-job check finds the expired lock and puts the job back in the queue.
            const checker = new Worker(bullQueue, null, {
              connection: connect(),
              prefix,
              autorun: false,
              ...crashDetection,
            });
            workers.push(checker);
            const stalled = new Promise<string>((found) => checker.once('stalled', found));
            void checker.startStalledCheckTimer();
            await stalled;
            await checker.close();
          },
        };
      },
      async reopen() {
        const queue = new BullMqJobQueue({ url: redisUrl }, { prefix, queueName });
        queues.push(queue);
        return queue;
      },
      async dispose() {
        await Promise.all(workers.map((worker) => worker.close(true)));
        await Promise.all(queues.map((queue) => queue.close()));
        const cleaner = connect();
        const keys = await cleaner.keys(`${prefix}:*`);
        if (keys.length > 0) await cleaner.del(...keys);
        await keyValue.close();
        await Promise.all(connections.map((connection) => connection.quit()));
      },
    };
  });
}
