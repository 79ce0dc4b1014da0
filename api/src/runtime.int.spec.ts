import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { betaKeysProjection } from '@gp/projections';
import { streamIds } from '@gp/shared';
import type { EventStore } from '@gp/shared/server';
import { loadConfig, type Config } from './config/config';
import { CommandPipeline } from './core/commands/command-pipeline';
import { newId } from './core/ids/ids';
import { READ_MODEL_SNAPSHOT_FILE } from './infrastructure/adapters';
import { SqliteEventStore } from './infrastructure/event-store/sqlite-event-store';
import { openSqlite } from './infrastructure/sqlite/open-sqlite';
import { NOTIFY_PRO_OF_LEADS } from './modules/contact/jobs/notify-pro-of-leads';
import { reviewDecider } from './modules/reviews/review.decider';
import { startRuntime, type StartedRuntime } from './runtime';

const CATCH_UP_TIMEOUT_MS = 10_000;
const NOW = '2026-11-26T09:00:00.000Z';

/**
 * The embedded runtime restarted on the same data directory, as `npm start` is: the read models
 * come back from their snapshot (or the log), and the reactors' work is done once.
 */
describe('startRuntime on the embedded adapters, across a restart', () => {
  let dataDir: string;
  let config: Config;
  const running: StartedRuntime[] = [];

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gp-runtime-'));
    config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((runtime) => runtime.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (log: (line: string) => void = () => undefined): Promise<StartedRuntime> => {
    const runtime = await startRuntime(config, 'all', log);
    running.push(runtime);
    await runtime.ready;
    return runtime;
  };

  const stop = async (runtime: StartedRuntime) => {
    running.splice(running.indexOf(runtime), 1);
    await runtime.stop();
  };

  /** The rows of the embedded job queue (the SQLite file), read beside the runtime. */
  const queuedJobs = (name: string): { jobId: string }[] => {
    const db = openSqlite(join(dataDir, 'guanacaste.sqlite'));
    try {
      return db.prepare('SELECT job_id AS jobId FROM job_queue WHERE name = ?').all(name) as { jobId: string }[];
    } finally {
      db.close();
    }
  };

  it('does not queue a pro’s text about an old request again once its job has left the queue', async () => {
    const first = await start();
    const leadId = newId();
    const { position } = await first.adapters.eventStore.appendToStream(
      streamIds.lead(leadId),
      [
        {
          id: newId(),
          type: 'LeadSent',
          data: {
            leadId,
            proId: 'pro-1',
            senderId: null,
            name: 'Ana',
            phoneNumber: '+50688887777',
            message: 'The sink leaks.',
            lang: 'es',
            sentAt: NOW,
          },
          metadata: { actorId: null },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await expect(first.reactors!.waitForPosition(position, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);
    expect(queuedJobs(NOTIFY_PRO_OF_LEADS)).toEqual([{ jobId: expect.stringMatching(/^pro-1:\d+$/) }]);
    await stop(first);

    // The queue forgets a finished job after its retention window (job-options.ts).
    const db = openSqlite(join(dataDir, 'guanacaste.sqlite'));
    db.prepare('DELETE FROM job_queue').run();
    db.close();

    const second = await start();
    expect(second.reactors!.position()).toBeGreaterThanOrEqual(position);
    expect(queuedJobs(NOTIFY_PRO_OF_LEADS)).toEqual([]);
  });

  it('links an anonymous review written before the restart when its author signs in after it', async () => {
    const first = await start();
    const reviewId = newId();
    const submitted = await new CommandPipeline(first.adapters.eventStore).run(reviewDecider, {
      commandId: newId(),
      streamId: streamIds.review(reviewId),
      command: {
        type: 'SubmitReview',
        reviewId,
        contractorId: 'pro-1',
        authorId: 'anon-1',
        authorIsAnonymous: true,
        authorName: 'Ana',
        statedEmail: 'ana@example.com',
        rating: 5,
        title: 'Great',
        body: 'Fixed the sink.',
        now: NOW,
      },
      metadata: { actorId: 'anon-1' },
    });
    await expect(first.reactors!.waitForPosition(submitted.position, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);
    await stop(first);

    const second = await start();
    const { position } = await second.adapters.eventStore.appendToStream(
      streamIds.user('user-1'),
      [
        {
          id: newId(),
          type: 'AnonymousUserLinked',
          data: { userId: 'user-1', anonymousUserId: 'anon-1', linkedAt: NOW },
          metadata: { actorId: 'user-1' },
        },
      ],
      { expectedRevision: 'any' },
    );
    await expect(second.progress.waitFor(position, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);

    const linked = (await second.adapters.eventStore.readStream(streamIds.review(reviewId))).filter(
      (event) => event.type === 'ReviewAuthorLinked',
    );
    expect(linked.map((event) => (event.data as { authorId: string }).authorId)).toEqual(['user-1']);
  });
  it('keeps the read models in a snapshot across a restart, and projects what the log gained meanwhile', async () => {
    const issueKey = (eventStore: EventStore, keyId: string) =>
      eventStore.appendToStream(
        streamIds.betaKey(keyId),
        [{ id: newId(), type: 'BetaKeyIssued', data: { keyId, issuedAt: NOW }, metadata: { actorId: 'admin-1' } }],
        { expectedRevision: 'no_stream' },
      );
    const first = await start();
    const { position } = await issueKey(first.adapters.eventStore, 'key-before');
    await expect(first.progress.waitFor(position, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);
    await stop(first);
    expect(existsSync(join(dataDir, READ_MODEL_SNAPSHOT_FILE))).toBe(true);

    // Another process (an import, say) appends while the server is stopped.
    const db = openSqlite(join(dataDir, 'guanacaste.sqlite'));
    await issueKey(new SqliteEventStore(db), 'key-while-stopped');
    db.close();

    const lines: string[] = [];
    const second = await start((line) => lines.push(line));
    expect(lines.some((line) => line.startsWith('Read models restored from'))).toBe(true);
    const keys = await second.adapters.readStore
      .collection(betaKeysProjection.collection)
      .find({}, { sort: { _id: 1 } });
    expect(keys.map((key) => key._id)).toEqual(['key-before', 'key-while-stopped']);
  });
});
