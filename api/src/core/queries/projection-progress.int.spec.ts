import {
  betaKeysProjection,
  defineReactor,
  keyValueCheckpoints,
  Projector,
  ReactorRunner,
  publicEventTypes,
  readStoreCheckpoints,
  type CheckpointDocument,
  type Reactor,
} from '@gp/projections';
import { streamIds } from '@gp/shared';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { SqliteKeyValueStore } from '../../infrastructure/key-value/sqlite-key-value-store';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { openSqlite } from '../../infrastructure/sqlite/open-sqlite';
import { temporaryDatabaseFile } from '../../infrastructure/sqlite/temporary-database-file';
import { checkpointProgress, localProgress } from './projection-progress';

/**
 * An API replica without the projector reads the shared checkpoints of every projection (in the
 * read store) and reactor (in the KeyValue port).
 */
describe('checkpointProgress (X-Min-Position in a replica without the projector)', () => {
  let readStore: MemoryReadStore;
  let progress: ReturnType<typeof checkpointProgress>;
  let setCheckpoint: (checkpoint: CheckpointDocument) => Promise<void>;
  let removeDatabase: () => void;

  beforeEach(() => {
    readStore = new MemoryReadStore();
    const { file, remove } = temporaryDatabaseFile();
    removeDatabase = remove;
    const projections = readStoreCheckpoints(readStore);
    const reactors = keyValueCheckpoints(new SqliteKeyValueStore(openSqlite(file)));
    progress = checkpointProgress(
      { store: projections, ids: ['projection:a', 'projection:b'] },
      { store: reactors, ids: ['reactor:linking'] },
    );
    setCheckpoint = (checkpoint) => (checkpoint._id.startsWith('reactor:') ? reactors : projections).save(checkpoint);
  });
  afterEach(() => removeDatabase());

  it('is as far as the slowest projection', async () => {
    await setCheckpoint({ _id: 'projection:a', position: 9 });
    await setCheckpoint({ _id: 'projection:b', position: 4 });

    expect(await progress.position()).toBe(4);
    await expect(progress.waitFor(5, 0)).resolves.toBe(false);
  });

  it('waits for the reactors too, and then for the projections to show what the reactions appended', async () => {
    await setCheckpoint({ _id: 'projection:a', position: 10 });
    await setCheckpoint({ _id: 'projection:b', position: 10 });
    await setCheckpoint({ _id: 'reactor:linking', position: 9 });
    await expect(progress.waitFor(10, 0)).resolves.toBe(false);

    // The reaction to event 10 appended event 12: the caller's read must wait for it to be projected.
    await setCheckpoint({ _id: 'reactor:linking', position: 12, causedPosition: 12 });
    await expect(progress.waitFor(10, 0)).resolves.toBe(false);

    await setCheckpoint({ _id: 'projection:a', position: 12 });
    await setCheckpoint({ _id: 'projection:b', position: 12 });
    await expect(progress.waitFor(10, 0)).resolves.toBe(true);
  });
});

describe('localProgress (X-Min-Position in the process that runs the projector and the reactors)', () => {
  it('answers only once the reaction to the position is done and projected', async () => {
    const { file, remove } = temporaryDatabaseFile();
    const db = openSqlite(file);
    const eventStore = new SqliteEventStore(db);
    const readStore = new MemoryReadStore();
    const quiet = { info: () => undefined, error: () => undefined };
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    // The projector is slow to write k2, the key the reaction issued.
    let projectK2: () => void = () => undefined;
    const k2Projected = new Promise<void>((resolve) => (projectK2 = resolve));
    const slowReadStore = Object.assign(Object.create(readStore) as MemoryReadStore, {
      collection: (name: string) => {
        const collection = readStore.collection(name);
        if (name !== betaKeysProjection.collection) return collection;
        return Object.assign(Object.create(collection) as typeof collection, {
          writeBatch: async (...args: Parameters<typeof collection.writeBatch>) => {
            if (args[0].some((document) => document._id === 'k2')) await k2Projected;
            return collection.writeBatch(...args);
          },
        });
      },
    });
    // A reaction that takes its time: on key k1 it issues key k2.
    const reactor = defineReactor({
      name: 'issue-follow-up-key',
      handles: ['BetaKeyIssued'],
      async react(event) {
        if (event.data.keyId !== 'k1') return 0;
        await gate;
        const appended = await eventStore.appendToStream(
          streamIds.betaKey('k2'),
          [{ id: 'e-k2', type: 'BetaKeyIssued', data: { keyId: 'k2', issuedAt: 'x' }, metadata: { actorId: null } }],
          { expectedRevision: 'no_stream' },
        );
        return appended.position;
      },
    }) as Reactor;
    const projector = new Projector(eventStore, slowReadStore, [betaKeysProjection], { logger: quiet });
    const reactors = new ReactorRunner(eventStore, readStoreCheckpoints(readStore), [reactor], quiet);
    try {
      await projector.start();
      await reactors.start();
      const { position } = await eventStore.appendToStream(
        streamIds.betaKey('k1'),
        [{ id: 'e-k1', type: 'BetaKeyIssued', data: { keyId: 'k1', issuedAt: 'x' }, metadata: { actorId: null } }],
        { expectedRevision: 'no_stream' },
      );
      let answered = false;
      const caughtUp = localProgress(projector, reactors, publicEventTypes([betaKeysProjection]))
        .waitFor(position, 10_000)
        .then((reached) => ((answered = true), reached));

      await expect(projector.waitForPosition(position, 10_000)).resolves.toBe(true);
      expect(answered).toBe(false);
      openGate();
      // k2 is the next event in the log: once the reactors are past it, the reaction to k1 is done.
      await expect(reactors.waitForPosition(position + 1, 10_000)).resolves.toBe(true);
      // Let the wait's own continuations run: it must still be waiting for k2 to be projected.
      await new Promise((resolve) => setImmediate(resolve));
      expect(answered).toBe(false);
      projectK2();

      await expect(caughtUp).resolves.toBe(true);
      expect(await readStore.collection(betaKeysProjection.collection).findOne({ _id: 'k2' })).not.toBeNull();
    } finally {
      openGate();
      projectK2();
      await reactors.stop();
      await projector.stop();
      await eventStore.close();
      db.close();
      remove();
    }
  });
});
