import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { streamIds } from '@gp/shared';
import type { StoredEvent } from '@gp/shared/server';
import { loadConfig } from '../../config/config';
import { createAdapters } from '../adapters';
import { openSqlite } from '../sqlite/open-sqlite';
import { temporaryDatabaseFile } from '../sqlite/temporary-database-file';
import { collect } from './event-store.contract';
import { SqliteEventStore } from './sqlite-event-store';
import { UpcastingEventStore } from './upcasting-event-store';

const submitted = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'ReviewSubmitted',
  data: {
    reviewId: 'r1',
    contractorId: 'c1',
    authorId: 'anon-1',
    authorIsAnonymous: true,
    authorName: 'Ana',
    statedEmail: 'a@example.com',
    rating: 5,
    title: 't',
    body: 'b',
    submittedAt: 'x',
  },
  metadata: { actorId: 'anon-1' },
};
/** As it was written before v2: no anonymousAuthorId, no schemaVersion. */
const linkedV1 = {
  id: '00000000-0000-4000-8000-000000000002',
  type: 'ReviewAuthorLinked',
  data: { reviewId: 'r1', contractorId: 'c1', authorId: 'u1', linkedAt: 'x' },
  metadata: { actorId: 'u1' },
};

describe('UpcastingEventStore in front of the SQLite event store', () => {
  let db: Database;
  let raw: SqliteEventStore;
  let store: UpcastingEventStore;
  let remove: () => void;

  beforeEach(async () => {
    const file = temporaryDatabaseFile();
    remove = file.remove;
    db = openSqlite(file.file);
    raw = new SqliteEventStore(db);
    store = new UpcastingEventStore(raw);
    await raw.appendToStream(streamIds.review('r1'), [submitted, linkedV1], { expectedRevision: 'no_stream' });
  });

  afterEach(async () => {
    await store.close();
    db.close();
    remove();
  });

  const linkedOf = (events: StoredEvent[]) => events.find((event) => event.type === 'ReviewAuthorLinked')!;

  it('gives readers of a stream, of the whole log and of a subscription the current shape, and leaves the stored event as written', async () => {
    const delivered = new Promise<StoredEvent>((resolve) => {
      store.subscribeToAll({}, async (event) => (event.type === 'ReviewAuthorLinked' ? resolve(event) : undefined));
    });

    for (const event of [
      linkedOf(await store.readStream(streamIds.review('r1'))),
      linkedOf(await collect(store.readAll())),
      await delivered,
    ]) {
      expect(event.data).toEqual({ ...linkedV1.data, anonymousAuthorId: null });
      expect(event.metadata.schemaVersion).toBe(2);
    }
    expect(linkedOf(await raw.readStream(streamIds.review('r1'))).data).toEqual(linkedV1.data);
  });

  it('stamps an appended event with the current version of its type, so it is not upcast again', async () => {
    const linkedV2 = {
      ...linkedV1,
      id: '00000000-0000-4000-8000-000000000003',
      data: { ...linkedV1.data, anonymousAuthorId: 'anon-1' },
    };
    await store.appendToStream(
      streamIds.review('r2'),
      [
        { ...submitted, id: '00000000-0000-4000-8000-000000000004', data: { ...submitted.data, reviewId: 'r2' } },
        { ...linkedV2, data: { ...linkedV2.data, reviewId: 'r2' } },
      ],
      { expectedRevision: 'no_stream' },
    );

    const [storedSubmitted, storedLinked] = await raw.readStream(streamIds.review('r2'));
    expect(storedSubmitted!.metadata).not.toHaveProperty('schemaVersion');
    expect(storedLinked!.metadata.schemaVersion).toBe(2);
    expect(linkedOf(await store.readStream(streamIds.review('r2'))).data).toMatchObject({
      anonymousAuthorId: 'anon-1',
    });
  });

  it('is the event store every part of the app gets: the command pipeline, the projector and the reactors read through it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gp-upcast-'));
    const adapters = await createAdapters(
      loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }),
      () => undefined,
    );
    try {
      expect(adapters.eventStore).toBeInstanceOf(UpcastingEventStore);
    } finally {
      await adapters.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
