import type { EnqueueOptions, JobQueue } from '@gp/shared/server';
import { setClock } from '../../../infrastructure/clock/set-clock';
import { ERASE_EXPIRED_REQUESTS, scheduleRequestRetention } from './erase-expired-requests';

function recordingQueue() {
  const enqueued: { name: string; data: unknown; options?: EnqueueOptions }[] = [];
  const jobs = {
    enqueue: async (name: string, data: unknown, options?: EnqueueOptions) =>
      void enqueued.push({ name, data, options }),
  } as unknown as JobQueue;
  return { jobs, enqueued };
}

describe('scheduling the retention run', () => {
  it("enqueues today's run at once on starting, under the day's id, so a second start adds none", async () => {
    const { jobs, enqueued } = recordingQueue();
    await scheduleRequestRetention(jobs, setClock('2026-11-29T15:30:00.000Z'));
    expect(enqueued).toEqual([
      {
        name: ERASE_EXPIRED_REQUESTS,
        data: { day: '2026-11-29' },
        options: { jobId: 'erase-expired-requests:2026-11-29' },
      },
    ]);
  });

  it("enqueues the next day's run for 09:00 UTC, across a month's end", async () => {
    const { jobs, enqueued } = recordingQueue();
    await scheduleRequestRetention(jobs, setClock('2026-11-30T09:00:05.000Z'), 'next-day');
    expect(enqueued).toEqual([
      {
        name: ERASE_EXPIRED_REQUESTS,
        data: { day: '2026-12-01' },
        options: { jobId: 'erase-expired-requests:2026-12-01', delayMs: 24 * 60 * 60_000 - 5000 },
      },
    ]);
  });
});
