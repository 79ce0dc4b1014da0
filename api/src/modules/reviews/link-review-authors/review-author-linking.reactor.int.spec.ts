import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { checkpointKey, keyValueCheckpoints, ReactorRunner, reactorCheckpointId, type Reactor } from '@gp/projections';
import { streamIds } from '@gp/shared';
import type { EventStore, KeyValueStore } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { newId } from '../../../core/ids/ids';
import { SqliteEventStore } from '../../../infrastructure/event-store/sqlite-event-store';
import { SqliteKeyValueStore } from '../../../infrastructure/key-value/sqlite-key-value-store';
import { openSqlite } from '../../../infrastructure/sqlite/open-sqlite';
import { reviewDecider } from '../review.decider';
import { anonymousAuthorKey, REVIEW_AUTHOR_LINKING, reviewAuthorLinkingReactor } from './review-author-linking.reactor';

const CATCH_UP_TIMEOUT_MS = 10_000;
const NOW = '2025-03-05T09:00:00.000Z';

describe('review-author-linking reactor on the SQLite event store', () => {
  let directory: string;
  let db: Database;
  let eventStore: EventStore;
  /** Where the reactor keeps its checkpoint and its state: the SQLite file, as embedded. */
  let keyValue: KeyValueStore;
  let pipeline: CommandPipeline;
  const running: ReactorRunner[] = [];
  const errors: unknown[] = [];
  const refusals: string[] = [];

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'gp-reactor-'));
    db = openSqlite(join(directory, 'events.db'));
    eventStore = new SqliteEventStore(db);
    keyValue = new SqliteKeyValueStore(db);
    pipeline = new CommandPipeline(eventStore);
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((runner) => runner.stop()));
    await eventStore.close();
    if (db.open) db.close();
    rmSync(directory, { recursive: true, force: true });
    expect(errors.splice(0)).toEqual([]);
    refusals.splice(0);
  });

  /** Starts a runner; `seen` collects the positions of the events its reactor was asked to react to. */
  const startRunner = async (seen: number[] = []): Promise<ReactorRunner> => {
    const reactor = reviewAuthorLinkingReactor(pipeline, keyValue, (line) => refusals.push(line));
    const observed: Reactor = { ...reactor, react: (event) => (seen.push(event.position), reactor.react(event)) };
    const runner = new ReactorRunner(eventStore, keyValueCheckpoints(keyValue), [observed], {
      info: () => undefined,
      error: (_message, error) => errors.push(error),
    });
    running.push(runner);
    await runner.start();
    return runner;
  };

  const submitAnonymously = async (anonymousUserId: string, contractorId = 'contractor-1'): Promise<string> => {
    const reviewId = newId();
    await pipeline.run(reviewDecider, {
      commandId: newId(),
      streamId: streamIds.review(reviewId),
      command: {
        type: 'SubmitReview',
        reviewId,
        contractorId,
        authorId: anonymousUserId,
        authorIsAnonymous: true,
        authorName: 'Ana',
        statedEmail: 'ana@example.com',
        rating: 5,
        title: 'Great',
        body: 'Fixed the roof.',
        now: NOW,
      },
      metadata: { actorId: anonymousUserId },
    });
    return reviewId;
  };

  /** What auth appends when an anonymous session signs in: AnonymousUserLinked on the account's stream. */
  const linkAnonymous = async (anonymousUserId: string, userId: string): Promise<number> => {
    const result = await eventStore.appendToStream(
      streamIds.user(userId),
      [
        {
          id: newId(),
          type: 'AnonymousUserLinked',
          data: { userId, anonymousUserId, linkedAt: NOW },
          metadata: { actorId: userId, correlationId: 'sign-in-1' },
        },
      ],
      { expectedRevision: 'any' },
    );
    return result.position;
  };

  const authorsOf = async (reviewIds: readonly string[]) =>
    Promise.all(
      reviewIds.map(async (reviewId) =>
        (await eventStore.readStream(streamIds.review(reviewId)))
          .filter((event) => event.type === 'ReviewAuthorLinked')
          .map((event) => (event.data as { authorId: string }).authorId),
      ),
    );

  it('links every review the anonymous user wrote to the account on AnonymousUserLinked, and reports the position it caused', async () => {
    const runner = await startRunner();
    const reviews = [await submitAnonymously('anon-1'), await submitAnonymously('anon-1')];
    const other = await submitAnonymously('anon-2');
    const linked = await linkAnonymous('anon-1', 'user-1');

    await expect(runner.waitForPosition(linked, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);

    expect(await authorsOf(reviews)).toEqual([['user-1'], ['user-1']]);
    expect(await authorsOf([other])).toEqual([[]]);
    expect(runner.causedPosition()).toBe(await eventStore.headPosition());
    const [first] = await eventStore
      .readStream(streamIds.review(reviews[0]!))
      .then((events) => events.filter((event) => event.type === 'ReviewAuthorLinked'));
    expect(first!.metadata).toMatchObject({ actorId: 'user-1', correlationId: 'sign-in-1' });
  });

  it('appends nothing when the whole log is delivered again, even with its checkpoint and its state lost', async () => {
    const first = await startRunner();
    await submitAnonymously('anon-1');
    await first.waitForPosition(await linkAnonymous('anon-1', 'user-1'), CATCH_UP_TIMEOUT_MS);
    await first.stop();
    const head = await eventStore.headPosition();
    await keyValue.delete(checkpointKey(reactorCheckpointId(REVIEW_AUTHOR_LINKING)));
    await keyValue.delete(anonymousAuthorKey('anon-1'));

    const seen: number[] = [];
    const replay = await startRunner(seen);
    await expect(replay.waitForPosition(head, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);

    expect(seen.length).toBeGreaterThan(0);
    expect(await eventStore.headPosition()).toBe(head);
  });

  it('resumes after its checkpoint on restart, remembering the reviews it saw before: only events appended while it was stopped reach it', async () => {
    const first = await startRunner();
    await submitAnonymously('anon-1');
    const beforeRestart = await submitAnonymously('anon-3');
    const stoppedAt = await linkAnonymous('anon-1', 'user-1');
    await first.waitForPosition(stoppedAt, CATCH_UP_TIMEOUT_MS);
    await first.stop();
    const checkpoint = await keyValueCheckpoints(keyValue).load(reactorCheckpointId(REVIEW_AUTHOR_LINKING));
    expect(checkpoint?.position).toBeGreaterThanOrEqual(stoppedAt);

    const later = await submitAnonymously('anon-3');
    const linked = await linkAnonymous('anon-3', 'user-3');
    const seen: number[] = [];
    const second = await startRunner(seen);
    await expect(second.waitForPosition(linked, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);

    expect(Math.min(...seen)).toBeGreaterThan(checkpoint!.position);
    // The review written before the restart is linked by the sign-in after it.
    expect(await authorsOf([beforeRestart, later])).toEqual([['user-3'], ['user-3']]);
  });

  it('links a review that arrives after the link (a request racing the sign-in) as it arrives', async () => {
    const runner = await startRunner();
    await linkAnonymous('anon-1', 'user-1');
    const late = await submitAnonymously('anon-1');

    await expect(runner.waitForPosition(await eventStore.headPosition(), CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);

    expect(await authorsOf([late])).toEqual([['user-1']]);
  });

  it('leaves a review the account may not own anonymous and goes on with the next event', async () => {
    const runner = await startRunner();
    const ownProfile = await submitAnonymously('anon-1', 'contractor-1');
    await linkAnonymous('anon-1', 'contractor-1');
    const next = await submitAnonymously('anon-2');
    const linked = await linkAnonymous('anon-2', 'user-2');

    await expect(runner.waitForPosition(linked, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);

    expect(await authorsOf([ownProfile, next])).toEqual([[], ['user-2']]);
    expect(refusals).toEqual([`${REVIEW_AUTHOR_LINKING}: review ${ownProfile} stays anonymous (REVIEW.OWN_PROFILE)`]);
  });
});
