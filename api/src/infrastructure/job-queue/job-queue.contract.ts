import { JobContext, JobQueue } from '@gp/shared/server';

export interface JobQueueFixture {
  queue: JobQueue;
  /** Releases what the fixture created (database file, Redis keys); runs after queue.close(). */
  dispose(): Promise<void>;
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

/** A promise resolved from outside: handlers signal the test and wait for it without timers. */
export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Every JobQueue adapter passes this suite (DESIGN.md §2). */
export function jobQueueContract(adapterName: string, create: () => Promise<JobQueueFixture>): void {
  describe(`JobQueue contract: ${adapterName}`, () => {
    let fixture: JobQueueFixture;
    let queue: JobQueue;

    beforeEach(async () => {
      fixture = await create();
      queue = fixture.queue;
    });

    afterEach(async () => {
      await queue.close();
      await fixture.dispose();
    });

    it('answers ping', async () => {
      await expect(queue.ping()).resolves.toBeUndefined();
    });

    it('runs a job with its data, its id and attempt 1', async () => {
      const received = deferred<{ data: unknown; context: JobContext }>();
      queue.process('send-code', async (data, context) => received.resolve({ data, context }));

      // ':' is common in our ids and forbidden in BullMQ's, so the contract covers it.
      await queue.enqueue('send-code', { to: '+50688887777', code: '123456' }, { jobId: 'phone-code:user-1:1' });

      expect(await received.promise).toEqual({
        data: { to: '+50688887777', code: '123456' },
        context: { jobId: 'phone-code:user-1:1', attempt: 1 },
      });
    });

    it('gives a job enqueued without an id a generated one', async () => {
      const received = deferred<JobContext>();
      queue.process('anonymous', async (_data, context) => received.resolve(context));

      await queue.enqueue('anonymous', { n: 1 });

      const context = await received.promise;
      expect(context.jobId).toEqual(expect.any(String));
      expect(context.jobId.length).toBeGreaterThan(0);
    });

    it('runs a job once when its id is enqueued twice, keeping the first data', async () => {
      const ran: string[] = [];
      const sentinelRan = deferred();
      await queue.enqueue('dedupe', { label: 'first' }, { jobId: 'same-id' });
      await queue.enqueue('dedupe', { label: 'second' }, { jobId: 'same-id' });
      // With one slot jobs run in order, so the duplicate would have run before the sentinel.
      await queue.enqueue('dedupe', { label: 'sentinel' }, { jobId: 'sentinel' });

      queue.process<{ label: string }>(
        'dedupe',
        async ({ label }) => {
          ran.push(label);
          if (label === 'sentinel') sentinelRan.resolve();
        },
        { concurrency: 1 },
      );
      await sentinelRan.promise;

      expect(ran).toEqual(['first', 'sentinel']);
    });

    it('ignores an id whose job already ran', async () => {
      const ran: string[] = [];
      const firstRan = deferred();
      const sentinelRan = deferred();
      queue.process<{ label: string }>(
        'dedupe-after-run',
        async ({ label }) => {
          ran.push(label);
          if (label === 'first') firstRan.resolve();
          if (label === 'sentinel') sentinelRan.resolve();
        },
        { concurrency: 1 },
      );

      await queue.enqueue('dedupe-after-run', { label: 'first' }, { jobId: 'once' });
      await firstRan.promise;
      await queue.enqueue('dedupe-after-run', { label: 'again' }, { jobId: 'once' });
      await queue.enqueue('dedupe-after-run', { label: 'sentinel' }, { jobId: 'sentinel' });
      await sentinelRan.promise;

      expect(ran).toEqual(['first', 'sentinel']);
    });

    it('runs a delayed job no sooner than its delay, and a job enqueued after it without one first', async () => {
      const ran: string[] = [];
      const delayedRan = deferred<number>();
      queue.process<{ label: string }>(
        'delayed',
        async ({ label }) => {
          ran.push(label);
          if (label === 'delayed') delayedRan.resolve(Date.now());
        },
        { concurrency: 1 },
      );

      const enqueuedAt = Date.now();
      await queue.enqueue('delayed', { label: 'delayed' }, { jobId: 'later', delayMs: 300 });
      await queue.enqueue('delayed', { label: 'at once' }, { jobId: 'now' });

      expect((await delayedRan.promise) - enqueuedAt).toBeGreaterThanOrEqual(300);
      expect(ran).toEqual(['at once', 'delayed']);
    });

    it('retries a failing job with increasing attempt numbers until it succeeds', async () => {
      const tries: JobContext[] = [];
      const succeeded = deferred();
      const failures: unknown[] = [];
      queue.onFailed((...report) => failures.push(report));
      queue.process('flaky', async (_data, context) => {
        tries.push(context);
        if (context.attempt < 3) throw new Error(`try ${context.attempt} failed`);
        succeeded.resolve();
      });

      await queue.enqueue('flaky', {}, { jobId: 'flaky-1', attempts: 3, backoffMs: 10 });
      await succeeded.promise;

      expect(tries).toEqual([
        { jobId: 'flaky-1', attempt: 1 },
        { jobId: 'flaky-1', attempt: 2 },
        { jobId: 'flaky-1', attempt: 3 },
      ]);
      await queue.close();
      expect(failures).toEqual([]);
    });

    it('reports a job to onFailed once, after its last attempt failed', async () => {
      const attempts: number[] = [];
      const reports: Array<{ name: string; jobId: string; error: unknown }> = [];
      const reported = deferred();
      queue.onFailed((name, jobId, error) => {
        reports.push({ name, jobId, error });
        reported.resolve();
      });
      queue.process('doomed', async (_data, { attempt }) => {
        attempts.push(attempt);
        throw new Error(`try ${attempt} failed`);
      });

      await queue.enqueue('doomed', {}, { jobId: 'doomed:1', attempts: 3, backoffMs: 10 });
      await reported.promise;
      await queue.close();

      expect(attempts).toEqual([1, 2, 3]);
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({ name: 'doomed', jobId: 'doomed:1' });
      expect(reports[0]!.error).toBeInstanceOf(Error);
      expect((reports[0]!.error as Error).message).toBe('try 3 failed');
    });

    it('does not retry a job allowed a single attempt', async () => {
      const attempts: number[] = [];
      const reported = deferred();
      queue.onFailed(() => reported.resolve());
      queue.process('one-shot', async (_data, { attempt }) => {
        attempts.push(attempt);
        throw new Error('no luck');
      });

      await queue.enqueue('one-shot', {}, { attempts: 1, backoffMs: 10 });
      await reported.promise;
      await queue.close();

      expect(attempts).toEqual([1]);
    });

    it('runs no more jobs of a name at once than its concurrency', async () => {
      const total = 5;
      const concurrency = 2;
      const gates: Array<Deferred<void>> = [];
      const started: number[] = [];
      let active = 0;
      let mostActive = 0;
      let finished = 0;
      const allFinished = deferred();
      queue.process<{ index: number }>(
        'limited',
        async ({ index }) => {
          active += 1;
          mostActive = Math.max(mostActive, active);
          started.push(index);
          const gate = deferred();
          gates.push(gate);
          // Hold jobs until the limit is reached so an adapter ignoring it would start more;
          // then let the oldest go, and everyone once the last job has started.
          if (started.length === total) gates.splice(0).forEach((held) => held.resolve());
          else if (active === concurrency) gates.shift()!.resolve();
          await gate.promise;
          active -= 1;
          finished += 1;
          if (finished === total) allFinished.resolve();
        },
        { concurrency },
      );

      for (let index = 0; index < total; index += 1) await queue.enqueue('limited', { index });
      await allFinished.promise;

      expect(mostActive).toBe(concurrency);
      expect([...started].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    });

    it('keeps concurrency per job name: a busy name does not hold up another', async () => {
      const slowStarted = deferred();
      const releaseSlow = deferred();
      const fastRan = deferred<string>();
      queue.process(
        'slow',
        async () => {
          slowStarted.resolve();
          await releaseSlow.promise;
        },
        { concurrency: 1 },
      );
      queue.process<{ label: string }>('fast', async ({ label }) => fastRan.resolve(label), { concurrency: 1 });

      await queue.enqueue('slow', {});
      await slowStarted.promise;
      await queue.enqueue('fast', { label: 'fast job' });

      expect(await fastRan.promise).toBe('fast job');
      releaseSlow.resolve();
    });

    it('closes after the running job finished, without starting waiting ones', async () => {
      const events: string[] = [];
      const firstStarted = deferred();
      const releaseFirst = deferred();
      queue.process<{ label: string }>(
        'closing',
        async ({ label }) => {
          events.push(`${label} started`);
          firstStarted.resolve();
          await releaseFirst.promise;
          // The job still has work to do after its gate opens (one more turn of the event loop),
          // so a close that does not wait for it would resolve first.
          await new Promise((resume) => setImmediate(resume));
          events.push(`${label} finished`);
        },
        { concurrency: 1 },
      );
      await queue.enqueue('closing', { label: 'first' });
      await queue.enqueue('closing', { label: 'second' });
      await firstStarted.promise;

      const closed = queue.close().then(() => events.push('closed'));
      releaseFirst.resolve();
      await closed;

      expect(events).toEqual(['first started', 'first finished', 'closed']);
    });

    it('refuses new jobs once closed', async () => {
      await queue.close();

      await expect(queue.enqueue('late', {})).rejects.toThrow(/closed/);
    });
  });
}
