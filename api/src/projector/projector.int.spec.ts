import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import {
  allProjections,
  betaKeysProjection,
  CHECKPOINTS_COLLECTION,
  defineProjection,
  projectionCheckpointId,
  Projector,
  type BetaKeyDocument,
  type CheckpointDocument,
  type Projection,
  type ProjectorLogger,
} from '@gp/projections';
import { streamIds, type DomainEvent, type RecordedDomainEvent } from '@gp/shared';
import type { Doc, EventStore, ExpectedRevision, ReadAllOptions, ReadStore, StoredEvent } from '@gp/shared/server';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { MemoryReadStore } from '../infrastructure/read-store/memory-read-store';
import { ReadModelSnapshot } from '../infrastructure/read-store/read-model-snapshot';
import { openSqlite } from '../infrastructure/sqlite/open-sqlite';

/**
 * A read model that counts the events of each stream. Unlike betaKeys, applying an event twice
 * changes it, so it exposes any double application; AccountDeleted exercises deletion.
 */
type StreamActivity = { _id: string; events: number; types: string[] };
const streamActivityProjection = defineProjection({
  name: 'streamActivity',
  collection: 'streamActivity',
  handles: ['UserRegistered', 'BetaAccessGranted', 'AccountDeleted', 'BetaKeyIssued', 'BetaKeyConsumed'],
  documentId: (event) => event.streamId,
  evolve: (doc: StreamActivity | null, event): StreamActivity | null =>
    event.type === 'AccountDeleted'
      ? null
      : { _id: event.streamId, events: (doc?.events ?? 0) + 1, types: [...(doc?.types ?? []), event.type] },
});

const projections: readonly Projection[] = [...allProjections, streamActivityProjection];
const collections = [...new Set(projections.map((projection) => projection.collection)), CHECKPOINTS_COLLECTION];
const CATCH_UP_TIMEOUT_MS = 10_000;

/** Keeps test output clean; every error a projector reports fails the test (checked after each). */
const reportedErrors: unknown[] = [];
const quietLogger = (): ProjectorLogger => ({
  info: () => undefined,
  error: (_message, error) => reportedErrors.push(error),
});

async function snapshot(readStore: ReadStore): Promise<Record<string, Doc[]>> {
  const entries = await Promise.all(
    collections.map(async (name) => [name, await readStore.collection(name).find({}, { sort: { _id: 1 } })] as const),
  );
  return Object.fromEntries(entries);
}

async function readWholeLog(eventStore: EventStore): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for await (const event of eventStore.readAll()) events.push(event);
  return events;
}

/** The event store, counting the events it hands out (by readAll, or to a subscriber). */
class CountedReads implements EventStore {
  delivered = 0;
  constructor(private readonly inner: EventStore) {}
  appendToStream: EventStore['appendToStream'] = (...args) => this.inner.appendToStream(...args);
  readStream: EventStore['readStream'] = (streamId) => this.inner.readStream(streamId);
  deleteStream: EventStore['deleteStream'] = (streamId) => this.inner.deleteStream(streamId);
  headPosition: EventStore['headPosition'] = () => this.inner.headPosition();
  ping: EventStore['ping'] = () => this.inner.ping();
  close: EventStore['close'] = () => this.inner.close();
  async *readAll(options?: ReadAllOptions): AsyncIterable<StoredEvent> {
    for await (const event of this.inner.readAll(options)) {
      this.delivered += 1;
      yield event;
    }
  }
  subscribeToAll: EventStore['subscribeToAll'] = (options, handler) =>
    this.inner.subscribeToAll(options, (event) => {
      this.delivered += 1;
      return handler(event);
    });
}

describe('Projector on the SQLite event store and the in-memory read store', () => {
  let directory: string;
  let db: Database;
  let eventStore: EventStore;
  const running: Projector[] = [];

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'gp-projector-'));
    db = openSqlite(join(directory, 'events.db'));
    eventStore = new SqliteEventStore(db);
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((projector) => projector.stop()));
    await eventStore.close();
    if (db.open) db.close();
    rmSync(directory, { recursive: true, force: true });
    expect(reportedErrors.splice(0)).toEqual([]);
  });

  const append = async (
    streamId: string,
    expectedRevision: ExpectedRevision,
    domainEvent: DomainEvent,
  ): Promise<number> => {
    const toAppend = {
      id: randomUUID(),
      type: domainEvent.type,
      data: domainEvent.data,
      metadata: { actorId: 'admin-1' },
    };
    const result = await eventStore.appendToStream(streamId, [toAppend], { expectedRevision });
    return result.position;
  };

  /**
   * Beta keys issued and mostly redeemed by new users (who are then granted access), a few
   * accounts deleted afterwards, interleaved the way commands would append them.
   * Resolves to the position of the last event.
   */
  const appendHistory = async (batch: string, keys: number): Promise<number> => {
    let position = 0;
    for (let i = 0; i < keys; i += 1) {
      const keyId = `${batch}-key-${i}`;
      const at = new Date(Date.UTC(2025, 2, 1, 8, i)).toISOString();
      position = await append(streamIds.betaKey(keyId), 'no_stream', {
        type: 'BetaKeyIssued',
        data: { keyId, note: null, issuedAt: at },
      });
      if (i % 3 === 0) continue;
      const userId = `${batch}-user-${i}`;
      await append(streamIds.user(userId), 'no_stream', {
        type: 'UserRegistered',
        data: {
          userId,
          email: `${userId}@example.com`,
          isAnonymous: false,
          preferredLang: i % 2 ? 'es' : 'en',
          registeredAt: at,
        },
      });
      await append(streamIds.betaKey(keyId), 0, { type: 'BetaKeyConsumed', data: { keyId, userId, consumedAt: at } });
      position = await append(streamIds.user(userId), 0, {
        type: 'BetaAccessGranted',
        data: { userId, betaKeyId: keyId, grantedAt: at },
      });
      if (i % 4 === 1)
        position = await append(streamIds.user(userId), 1, { type: 'AccountDeleted', data: { userId, deletedAt: at } });
    }
    return position;
  };

  const startProjector = async (readStore: ReadStore, logger = quietLogger()): Promise<Projector> => {
    const projector = new Projector(eventStore, readStore, projections, { logger });
    running.push(projector);
    await projector.start();
    return projector;
  };

  const rebuiltSnapshot = async (): Promise<Record<string, Doc[]>> => {
    const fresh = new MemoryReadStore();
    await Projector.rebuild(eventStore, fresh, projections, { logger: quietLogger() });
    return snapshot(fresh);
  };

  it('builds the betaKeys read model from issued and consumed keys', async () => {
    const readStore = new MemoryReadStore();
    const projector = await startProjector(readStore);
    const head = await appendHistory('a', 6);
    await expect(projector.waitForPosition(head, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);

    const keys = await readStore
      .collection<BetaKeyDocument>(betaKeysProjection.collection)
      .find({}, { sort: { _id: 1 } });
    expect(keys.map(({ _id, isConsumed, consumedBy }) => ({ _id, isConsumed, consumedBy }))).toEqual([
      { _id: 'a-key-0', isConsumed: false, consumedBy: null },
      { _id: 'a-key-1', isConsumed: true, consumedBy: 'a-user-1' },
      { _id: 'a-key-2', isConsumed: true, consumedBy: 'a-user-2' },
      { _id: 'a-key-3', isConsumed: false, consumedBy: null },
      { _id: 'a-key-4', isConsumed: true, consumedBy: 'a-user-4' },
      { _id: 'a-key-5', isConsumed: true, consumedBy: 'a-user-5' },
    ]);
    // Deleted accounts (users 1 and 5) leave no activity document behind.
    const activity = await readStore
      .collection<StreamActivity>('streamActivity')
      .find({ _id: { $regex: '^user-' } }, { sort: { _id: 1 } });
    expect(activity.map((doc) => doc._id)).toEqual(['user-a-user-2', 'user-a-user-4']);
  });

  it('gives the same read models when every event is delivered twice as when delivered once', async () => {
    const head = await appendHistory('a', 24);
    const once = new MemoryReadStore();
    const live = await startProjector(once);
    await expect(live.waitForPosition(head, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);

    // Redelivered to the projector that applied it, and to a second one that only finds the
    // documents (as after a crash, when a new process takes over from an older checkpoint).
    const twice = new MemoryReadStore();
    const redelivered = new Projector(eventStore, twice, projections, { logger: quietLogger() });
    const takeover = new Projector(eventStore, twice, projections, { logger: quietLogger() });
    const applied: number[] = [];
    redelivered.onApplied((event) => applied.push(event.position));
    const log = await readWholeLog(eventStore);
    for (const event of log) {
      await redelivered.apply(event);
      await redelivered.apply(event);
      await takeover.apply(event);
    }
    for (const event of log) await redelivered.apply(event);

    expect(await snapshot(twice)).toEqual(await snapshot(once));
    expect(applied).toEqual(log.map((event) => event.position));
  });

  it('rebuilds from zero exactly the read models that live, incremental application produced', async () => {
    const liveStore = new MemoryReadStore();
    const live = await startProjector(liveStore);
    await appendHistory('a', 30);
    const head = await appendHistory('b', 30);
    await expect(live.waitForPosition(head, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);
    const incremental = await snapshot(liveStore);

    const fresh = new MemoryReadStore();
    const result = await Projector.rebuild(eventStore, fresh, projections, { logger: quietLogger() });

    expect(result).toEqual({ events: (await readWholeLog(eventStore)).length, position: head });
    expect(await snapshot(fresh)).toEqual(incremental);
    expect(incremental.betaKeys).toHaveLength(60);
    expect(incremental.betaKeys!.filter((doc) => doc.isConsumed)).toHaveLength(40);
  });

  it('drops stale documents when rebuilding over existing read models', async () => {
    const readStore = new MemoryReadStore();
    await appendHistory('a', 9);
    await Projector.rebuild(eventStore, readStore, projections, { logger: quietLogger() });
    const expected = await snapshot(readStore);
    await readStore.collection(betaKeysProjection.collection).replaceOne(
      { _id: 'stale-key' },
      {
        _id: 'stale-key',
        isConsumed: true,
        issuedAt: '2020-01-01T00:00:00.000Z',
        consumedAt: null,
        consumedBy: null,
        _position: 1,
      },
      { upsert: true },
    );

    await Projector.rebuild(eventStore, readStore, projections, { logger: quietLogger() });

    expect(await snapshot(readStore)).toEqual(expected);
  });

  it('leaves collections it does not own untouched when rebuilding (photos may share the database)', async () => {
    const readStore = new MemoryReadStore();
    await appendHistory('a', 3);
    const foreign = readStore.collection('blobs.files');
    await foreign.replaceOne({ _id: 'photo-1' }, { _id: 'photo-1', length: 1234 }, { upsert: true });

    await Projector.rebuild(eventStore, readStore, projections, { logger: quietLogger() });

    expect(await foreign.find({})).toEqual([{ _id: 'photo-1', length: 1234 }]);
  });

  it('restarts from its checkpoint and applies exactly the events appended while it was stopped', async () => {
    const readStore = new MemoryReadStore();
    const first = await startProjector(readStore);
    const stoppedAt = await appendHistory('a', 12);
    await expect(first.waitForPosition(stoppedAt, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);
    await first.stop();

    const head = await appendHistory('b', 12);
    const second = new Projector(eventStore, readStore, projections, { logger: quietLogger() });
    running.push(second);
    const applied: number[] = [];
    second.onApplied((event) => applied.push(event.position));
    await second.start();
    await expect(second.waitForPosition(head, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);

    const appendedWhileStopped = (await readWholeLog(eventStore)).filter((event) => event.position > stoppedAt);
    expect(applied).toEqual(appendedWhileStopped.map((event) => event.position));
    expect(await snapshot(readStore)).toEqual(await rebuiltSnapshot());
  });

  it('does not apply an event twice when it crashed after the document write but before the checkpoint', async () => {
    const readStore = new MemoryReadStore();
    const checkpoints = readStore.collection(CHECKPOINTS_COLLECTION);
    const first = await startProjector(readStore);
    const checkpointBeforeCrash = await appendHistory('a', 12);
    await expect(first.waitForPosition(checkpointBeforeCrash, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);
    await first.stop();

    // The event in flight at the crash: its document writes happened, its checkpoint did not.
    const inFlight = await append(streamIds.betaKey('a-key-0'), 0, {
      type: 'BetaKeyConsumed',
      data: { keyId: 'a-key-0', userId: 'late-user', consumedAt: '2025-03-05T09:00:00.000Z' },
    });
    await first.apply((await readWholeLog(eventStore)).find((event) => event.position === inFlight)!);
    const writtenBeforeCrash = await snapshot(readStore);
    for (const projection of projections) {
      const _id = projectionCheckpointId(projection.name);
      await checkpoints.replaceOne({ _id }, { _id, position: checkpointBeforeCrash }, { upsert: true });
    }

    const restarted = await startProjector(readStore);
    await expect(restarted.waitForPosition(inFlight, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);

    expect(await snapshot(readStore)).toEqual(writtenBeforeCrash);
    const keyActivity = await readStore
      .collection<StreamActivity>('streamActivity')
      .findOne({ _id: streamIds.betaKey('a-key-0') });
    expect(keyActivity?.events).toBe(2);
    expect(await snapshot(readStore)).toEqual(await rebuiltSnapshot());
  });

  it('changes nothing when the checkpoint is lost and the whole log is delivered again', async () => {
    const readStore = new MemoryReadStore();
    const first = await startProjector(readStore);
    const head = await appendHistory('a', 18);
    await expect(first.waitForPosition(head, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);
    await first.stop();
    const before = await snapshot(readStore);
    await readStore.collection(CHECKPOINTS_COLLECTION).deleteMany({});

    const restarted = new Projector(eventStore, readStore, projections, { logger: quietLogger() });
    running.push(restarted);
    const redelivered: number[] = [];
    restarted.onApplied((event) => redelivered.push(event.position));
    await restarted.start();

    expect(restarted.position()).toBe(head);
    expect(redelivered).toEqual((await readWholeLog(eventStore)).map((event) => event.position));
    expect(await snapshot(readStore)).toEqual(before);
  });

  it('resolves waitForPosition once caught up, and false when the position is not reached in time', async () => {
    const readStore = new MemoryReadStore();
    const head = await appendHistory('a', 3);
    const projector = await startProjector(readStore);
    await expect(projector.waitForPosition(head, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);
    expect(projector.position()).toBe(head);

    await expect(projector.waitForPosition(head + 1, 20)).resolves.toBe(false);

    const nextEvent = projector.waitForPosition(head + 1, CATCH_UP_TIMEOUT_MS);
    const appended = await append(streamIds.betaKey('late-key'), 'no_stream', {
      type: 'BetaKeyIssued',
      data: { keyId: 'late-key', note: null, issuedAt: '2025-03-05T09:00:00.000Z' },
    });
    await expect(nextEvent).resolves.toBe(true);
    expect(projector.position()).toBe(appended);
    expect(await readStore.collection(betaKeysProjection.collection).findOne({ _id: 'late-key' })).toMatchObject({
      isConsumed: false,
    });
  });

  it('resolves pending waits false when stopped', async () => {
    const projector = await startProjector(new MemoryReadStore());
    const pending = projector.waitForPosition(1, CATCH_UP_TIMEOUT_MS);
    await projector.stop();
    await expect(pending).resolves.toBe(false);
  });

  it('tells onApplied listeners about each applied event, in order, until they unsubscribe', async () => {
    const projector = await startProjector(new MemoryReadStore());
    const seen: RecordedDomainEvent[] = [];
    const unsubscribe = projector.onApplied((event) => seen.push(event));
    const first = await append(streamIds.betaKey('k1'), 'no_stream', {
      type: 'BetaKeyIssued',
      data: { keyId: 'k1', note: null, issuedAt: '2025-03-05T09:00:00.000Z' },
    });
    const second = await append(streamIds.betaKey('k1'), 0, {
      type: 'BetaKeyConsumed',
      data: { keyId: 'k1', userId: 'u1', consumedAt: '2025-03-05T09:01:00.000Z' },
    });
    await expect(projector.waitForPosition(second, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);
    unsubscribe();
    const third = await append(streamIds.betaKey('k2'), 'no_stream', {
      type: 'BetaKeyIssued',
      data: { keyId: 'k2', note: null, issuedAt: '2025-03-05T09:02:00.000Z' },
    });
    await expect(projector.waitForPosition(third, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);

    expect(seen.map((event) => [event.position, event.type])).toEqual([
      [first, 'BetaKeyIssued'],
      [second, 'BetaKeyConsumed'],
    ]);
  });
  it('rebuilds one projection alone: the other read models and their checkpoints stay as they were', async () => {
    const readStore = new MemoryReadStore();
    const live = await startProjector(readStore);
    const head = await appendHistory('a', 12);
    await expect(live.waitForPosition(head, CATCH_UP_TIMEOUT_MS)).resolves.toBe(true);
    await live.stop();
    const before = await snapshot(readStore);
    // A changed projection: its stale documents must go, and only its own checkpoint restarts.
    await readStore
      .collection(betaKeysProjection.collection)
      .replaceOne({ _id: 'stale-key' }, { _id: 'stale-key', isConsumed: true, _position: 1 }, { upsert: true });
    const otherDocuments = readStore.collection('streamActivity');
    await otherDocuments.replaceOne(
      { _id: 'marker' },
      { _id: 'marker', events: 0, types: [], _position: 1 },
      { upsert: true },
    );
    const untouched = await readStore
      .collection(CHECKPOINTS_COLLECTION)
      .find({ _id: { $ne: projectionCheckpointId(betaKeysProjection.name) } }, { sort: { _id: 1 } });

    await Projector.rebuild(eventStore, readStore, [betaKeysProjection], { logger: quietLogger() });

    const after = await snapshot(readStore);
    expect(after.betaKeys).toEqual(before.betaKeys);
    expect(await otherDocuments.findOne({ _id: 'marker' })).not.toBeNull();
    expect(
      await readStore
        .collection(CHECKPOINTS_COLLECTION)
        .find({ _id: { $ne: projectionCheckpointId(betaKeysProjection.name) } }, { sort: { _id: 1 } }),
    ).toEqual(untouched);
    expect(
      await readStore
        .collection(CHECKPOINTS_COLLECTION)
        .findOne({ _id: projectionCheckpointId(betaKeysProjection.name) }),
    ).toMatchObject({ position: head });
    for (const name of Object.keys(before).filter(
      (collection) => ![betaKeysProjection.collection, 'streamActivity', CHECKPOINTS_COLLECTION].includes(collection),
    )) {
      expect(after[name]).toEqual(before[name]);
    }
  });

  it('keeps one checkpoint per projection, and a projection that fails holds back no other', async () => {
    const readStore = new MemoryReadStore();
    const failing = defineProjection({
      name: 'failing',
      collection: 'failing',
      handles: ['BetaKeyConsumed'],
      documentId: (event) => event.streamId,
      evolve: (): Doc => {
        throw new Error('this projection cannot apply BetaKeyConsumed');
      },
    });
    let reportFailure: (error: unknown) => void = () => undefined;
    const failed = new Promise((resolve) => (reportFailure = resolve));
    const projector = new Projector(eventStore, readStore, [betaKeysProjection, failing], {
      logger: { info: () => undefined, error: (_message, error) => reportFailure(error) },
    });
    running.push(projector);
    const betaKeysCheckpoint = projectionCheckpointId(betaKeysProjection.name);
    const checkpoints = readStore.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION);
    await projector.start();
    const head = await appendHistory('a', 6);
    const betaKeysCaughtUp = new Promise<void>((resolve) => {
      const check = async () =>
        (await checkpoints.findOne({ _id: betaKeysCheckpoint }))?.position === head ? resolve() : undefined;
      readStore.watch(CHECKPOINTS_COLLECTION, () => void check());
      void check();
    });

    await expect(failed).resolves.toThrow('this projection cannot apply BetaKeyConsumed');
    await betaKeysCaughtUp;
    expect(
      await readStore.collection<BetaKeyDocument>(betaKeysProjection.collection).countDocuments({ isConsumed: true }),
    ).toBe(4);
    const stuckAt = (await checkpoints.findOne({ _id: projectionCheckpointId('failing') }))?.position ?? 0;
    expect(stuckAt).toBeLessThan(head);
    expect(projector.position()).toBe(stuckAt);
  });
  describe('restarted from a ReadModelSnapshot', () => {
    const snapshotFile = () => join(directory, 'read-models.snapshot');
    const snapshotOf = (readStore: MemoryReadStore, code = 'code-1', events = eventStore) =>
      new ReadModelSnapshot(snapshotFile(), readStore, events, () => code);

    /** Read models of the log so far, saved as a stopped process leaves them. */
    const savedAfter = async (history: () => Promise<number>): Promise<number> => {
      const head = await history();
      const readStore = new MemoryReadStore();
      const projector = await startProjector(readStore);
      await projector.stop();
      await snapshotOf(readStore).save();
      return head;
    };

    it('replays only the events after the snapshot, and ends where a replay of the whole log does', async () => {
      const savedAt = await savedAfter(() => appendHistory('a', 30));
      const head = await appendHistory('b', 12);
      const reads = new CountedReads(eventStore);
      const restored = new MemoryReadStore();

      expect(await snapshotOf(restored, 'code-1', reads).restore()).toMatchObject({
        restored: true,
        logPosition: savedAt,
      });
      reads.delivered = 0;
      const projector = new Projector(reads, restored, projections, { logger: quietLogger() });
      running.push(projector);
      await projector.start();

      expect(projector.position()).toBe(head);
      expect(reads.delivered).toBe(head - savedAt);
      // streamActivity counts every event it is given: an event applied twice would show here.
      expect(await snapshot(restored)).toEqual(await rebuiltSnapshot());
    });

    it('is not restored by other code, over another log, or from a damaged file: the store stays empty', async () => {
      await savedAfter(() => appendHistory('a', 6));
      const empty = async (readStore: MemoryReadStore) => expect((await snapshot(readStore)).betaKeys).toEqual([]);

      const otherCode = new MemoryReadStore();
      expect(await snapshotOf(otherCode, 'code-2').restore()).toEqual({ restored: false, reason: 'code-changed' });
      await empty(otherCode);

      // The same data folder after its log was replaced: as long a history, other events.
      const otherDb = openSqlite(join(directory, 'other-events.db'));
      const otherLog = new SqliteEventStore(otherDb);
      const ownLog = eventStore;
      eventStore = otherLog;
      await appendHistory('z', 9);
      eventStore = ownLog;
      const overOtherLog = new MemoryReadStore();
      expect(await snapshotOf(overOtherLog, 'code-1', otherLog).restore()).toEqual({
        restored: false,
        reason: 'other-log',
      });
      await empty(overOtherLog);
      await otherLog.close();
      otherDb.close();

      writeFileSync(snapshotFile(), 'not a snapshot');
      expect(await snapshotOf(new MemoryReadStore()).restore()).toEqual({ restored: false, reason: 'unreadable' });
      rmSync(snapshotFile());
      expect(await snapshotOf(new MemoryReadStore()).restore()).toEqual({ restored: false, reason: 'missing' });
    });

    it('gives documents back exactly, whether JSON could carry them or not', async () => {
      const plain = { _id: 'p1', name: 'Ana', tags: ['plumbing', null], rating: { score: 4.5, count: 2 } };
      const roundTrip = async (documents: Doc[]) => {
        const saved = new MemoryReadStore();
        await saved.collection('notes').writeBatch(structuredClone(documents));
        await snapshotOf(saved).save();
        const restored = new MemoryReadStore();
        expect(await snapshotOf(restored).restore()).toMatchObject({ restored: true });
        return restored.collection('notes').find({}, { sort: { _id: 1 } });
      };

      expect(await roundTrip([plain])).toStrictEqual([plain]);
      // What JSON would lose: an undefined field, holes in an array, a date, -0, NaN.
      const unusual = {
        _id: 'u1',
        note: undefined,
        dates: [new Date('2026-11-26T09:00:00Z')],
        sparse: Object.assign(new Array<string>(3), { 1: 'one' }),
        zero: -0,
        score: NaN,
      };
      expect(await roundTrip([plain, unusual])).toStrictEqual([plain, unusual]);
    });

    it('is restored only into an empty store', async () => {
      await savedAfter(() => appendHistory('a', 3));
      const readStore = new MemoryReadStore();
      await readStore.collection('notes').writeBatch([{ _id: 'n1' }]);
      await expect(snapshotOf(readStore).restore()).rejects.toThrow('empty read store');
    });
  });
});
