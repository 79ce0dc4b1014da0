import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { JobContext } from '@gp/shared/server';
import { openSqlite } from '../sqlite/open-sqlite';
import { InProcessJobQueue, SetTimer } from './in-process-job-queue';
import { COMPLETED_JOB_RETENTION_MS } from './job-options';
import { type Deferred, deferred } from './job-queue.contract';

/** A clock the test moves by hand; timers fire only when it is advanced past them. */
class ManualClock {
  private current = 0;
  private readonly timers: Array<{ at: number; callback: () => void; active: boolean }> = [];
  private readonly armedWaiters: Array<(at: number) => void> = [];

  readonly now = (): number => this.current;

  readonly setTimer: SetTimer = (callback, delayMs) => {
    const timer = { at: this.current + delayMs, callback, active: true };
    this.timers.push(timer);
    this.armedWaiters.splice(0).forEach((notify) => notify(timer.at));
    return () => {
      timer.active = false;
    };
  };

  /** Resolves with the due time of the armed timer, as soon as the queue has armed one. */
  armedTimerAt(): Promise<number> {
    const armed = this.timers.find((timer) => timer.active);
    if (armed) return Promise.resolve(armed.at);
    return new Promise((notify) => this.armedWaiters.push(notify));
  }

  advanceTo(time: number): void {
    this.current = time;
    for (const timer of this.timers.filter((candidate) => candidate.active && candidate.at <= time)) {
      timer.active = false;
      timer.callback();
    }
  }
}

describe('InProcessJobQueue', () => {
  let directory: string;
  let databasePath: string;
  const openDatabases: Database[] = [];
  const openQueues: InProcessJobQueue[] = [];

  function open(options: { clock?: ManualClock } = {}): InProcessJobQueue {
    const db = openSqlite(databasePath);
    openDatabases.push(db);
    const clock = options.clock;
    const queue = new InProcessJobQueue(db, clock ? { now: clock.now, setTimer: clock.setTimer } : {});
    openQueues.push(queue);
    return queue;
  }

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'gp-in-process-queue-'));
    databasePath = join(directory, 'guanacaste.sqlite');
  });

  afterEach(async () => {
    await Promise.all(openQueues.splice(0).map((queue) => queue.close()));
    openDatabases.splice(0).forEach((db) => db.close());
    rmSync(directory, { recursive: true, force: true });
  });

  it('keeps a pending job across closing and reopening the database', async () => {
    const first = open();
    await first.enqueue('send-code', { to: '+50688887777' }, { jobId: 'code-1' });
    await first.close();
    openDatabases.pop()!.close();

    const received = deferred<{ data: unknown; context: JobContext }>();
    open().process('send-code', async (data, context) => received.resolve({ data, context }));

    expect(await received.promise).toEqual({ data: { to: '+50688887777' }, context: { jobId: 'code-1', attempt: 1 } });
  });

  it('runs again, on restart, a job that was running when the process died', async () => {
    const crashed = open();
    const startedBeforeCrash = deferred<JobContext>();
    // This handler never returns: its process "dies" mid-job and is abandoned, never closed.
    crashed.process('resize-photo', (_data, context) => {
      startedBeforeCrash.resolve(context);
      return new Promise<void>(() => undefined);
    });
    await crashed.enqueue('resize-photo', { photoId: 'p-1' }, { jobId: 'resize:p-1' });
    expect(await startedBeforeCrash.promise).toEqual({ jobId: 'resize:p-1', attempt: 1 });
    openQueues.splice(openQueues.indexOf(crashed), 1);

    const received = deferred<{ data: unknown; context: JobContext }>();
    open().process('resize-photo', async (data, context) => received.resolve({ data, context }));

    // The interrupted try did not fail, so it does not count as an attempt (as a stalled BullMQ job).
    expect(await received.promise).toEqual({ data: { photoId: 'p-1' }, context: { jobId: 'resize:p-1', attempt: 1 } });
  });

  it('waits backoffMs * 2^(attempt-1) before each retry, by default 1 s then 2 s', async () => {
    const clock = new ManualClock();
    const queue = open({ clock });
    const attempts: number[] = [];
    const tried = [deferred(), deferred(), deferred()];
    queue.process('flaky', async (_data, { attempt }) => {
      attempts.push(attempt);
      tried[attempt - 1]!.resolve();
      if (attempt < 3) throw new Error(`try ${attempt} failed`);
    });

    await queue.enqueue('flaky', {});
    await tried[0]!.promise;
    expect(await clock.armedTimerAt()).toBe(1000);
    clock.advanceTo(999);
    expect(attempts).toEqual([1]);
    clock.advanceTo(1000);
    await tried[1]!.promise;

    expect(await clock.armedTimerAt()).toBe(1000 + 2000);
    clock.advanceTo(2999);
    expect(attempts).toEqual([1, 2]);
    clock.advanceTo(3000);
    await tried[2]!.promise;

    expect(attempts).toEqual([1, 2, 3]);
  });

  it('keeps a job waiting for its retry, with its attempt count, across a restart', async () => {
    const clock = new ManualClock();
    const first = open({ clock });
    const failedOnce = deferred();
    first.process('flaky', async () => {
      failedOnce.resolve();
      throw new Error('try 1 failed');
    });
    await first.enqueue('flaky', { n: 1 }, { jobId: 'flaky-1', attempts: 2, backoffMs: 500 });
    await failedOnce.promise;
    await first.close();

    const retried = deferred<JobContext>();
    const second = open({ clock });
    second.process('flaky', async (_data, context) => retried.resolve(context));
    expect(await clock.armedTimerAt()).toBe(500);
    clock.advanceTo(500);

    expect(await retried.promise).toEqual({ jobId: 'flaky-1', attempt: 2 });
  });

  it('forgets a completed job id after the retention window', async () => {
    const clock = new ManualClock();
    const queue = open({ clock });
    const ran: string[] = [];
    const sentinels = new Map<string, Deferred<void>>();
    queue.process<{ label: string }>(
      'notify',
      async ({ label }) => {
        ran.push(label);
        sentinels.get(label)?.resolve();
      },
      { concurrency: 1 },
    );
    // With one slot, a sentinel starts only after the job before it was recorded as completed.
    const enqueueThenSentinel = async (label: string) => {
      const sentinel = deferred();
      sentinels.set(`sentinel ${label}`, sentinel);
      await queue.enqueue('notify', { label }, { jobId: 'notify-1' });
      await queue.enqueue('notify', { label: `sentinel ${label}` });
      await sentinel.promise;
    };

    await enqueueThenSentinel('first');
    clock.advanceTo(COMPLETED_JOB_RETENTION_MS - 1);
    await enqueueThenSentinel('within the window');
    clock.advanceTo(COMPLETED_JOB_RETENTION_MS);
    await enqueueThenSentinel('after the window');

    expect(ran).toEqual([
      'first',
      'sentinel first',
      'sentinel within the window',
      'after the window',
      'sentinel after the window',
    ]);
  });
});
