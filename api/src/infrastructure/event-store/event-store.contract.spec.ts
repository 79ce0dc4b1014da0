import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { type EventStore, type EventToAppend, type StoredEvent, WrongExpectedRevisionError } from '@gp/shared/server';
import { openSqlite } from '../sqlite/open-sqlite';
import { temporaryDatabaseFile } from '../sqlite/temporary-database-file';
import { collect, eventStoreContract } from './event-store.contract';
import { KurrentEventStore } from './kurrent-event-store';
import { SqliteEventStore } from './sqlite-event-store';
import { UpcastingEventStore } from './upcasting-event-store';

/** A SQLite event store on a temporary file, optionally behind a decorator. */
async function sqliteUnderTest(wrap: (store: EventStore) => EventStore = (store) => store) {
  const { file, remove } = temporaryDatabaseFile();
  const db = openSqlite(file);
  // No re-check within a test's lifetime: live delivery must come from the append itself.
  const store = wrap(new SqliteEventStore(db, { foreignAppendCheckMs: 60 * 60_000 }));
  return {
    store,
    cleanup: async () => {
      await store.close();
      db.close();
      remove();
    },
  };
}

eventStoreContract('sqlite', () => sqliteUnderTest());
// The upcast step sits in front of every adapter in the app, so it must keep the whole contract too.
eventStoreContract('sqlite behind the upcast step', () => sqliteUnderTest((store) => new UpcastingEventStore(store)));

const eventStoreUrl = process.env.EVENTSTORE_URL;
if (eventStoreUrl) {
  eventStoreContract('kurrentdb', async () => {
    const store = KurrentEventStore.connect(eventStoreUrl);
    return { store, cleanup: () => store.close() };
  });
}

describe('SqliteEventStore on its database file', () => {
  let file: string;
  let remove: () => void;
  const opened: Database[] = [];

  const open = (options?: { foreignAppendCheckMs: number }): SqliteEventStore => {
    const db = openSqlite(file);
    opened.push(db);
    return new SqliteEventStore(db, options);
  };

  beforeEach(() => {
    ({ file, remove } = temporaryDatabaseFile());
  });

  afterEach(() => {
    for (const db of opened.splice(0)) if (db.open) db.close();
    remove();
  });

  it('keeps acknowledged appends across a close and reopen of the file', async () => {
    const first = opened.length;
    const store = open();
    const streamId = `user-${randomUUID()}`;
    const events = [event('UserRegistered'), event('PasswordSet')];
    const result = await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' });
    const before = await store.readStream(streamId);
    await store.close();
    opened[first]!.close();

    const reopened = open();

    expect(await reopened.readStream(streamId)).toEqual(before);
    expect(before.map((stored) => stored.id)).toEqual(events.map((appended) => appended.id));
    expect(await reopened.headPosition()).toBe(result.position);
    const next = await reopened.appendToStream(streamId, [event('TermsAccepted')], { expectedRevision: 1 });
    expect(next.position).toBeGreaterThan(result.position);
  });

  it('reports an empty log as head position 0 with nothing to read', async () => {
    const store = open();

    expect(await store.headPosition()).toBe(0);
    expect(await collect(store.readAll())).toEqual([]);
  });

  it('checks expected revisions against the file, not a per-connection view', async () => {
    const [one, other] = [open(), open()];
    const streamId = `review-${randomUUID()}`;
    await one.appendToStream(streamId, [event('ReviewSubmitted')], { expectedRevision: 'no_stream' });

    await other.appendToStream(streamId, [event('ReviewApproved')], { expectedRevision: 0 });
    const stale = one.appendToStream(streamId, [event('ReviewUnapproved')], { expectedRevision: 0 });

    await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(stale).rejects.toMatchObject({ actual: 1 });
  });

  it('delivers to a subscription an event appended through another connection', async () => {
    const subscriber = open({ foreignAppendCheckMs: 10 });
    const writer = open();
    const streamId = `user-${randomUUID()}`;
    const received = new Promise<StoredEvent>((resolve) => {
      subscriber.subscribeToAll({}, async (stored) => resolve(stored));
    });

    await writer.appendToStream(streamId, [event('UserRegistered')], { expectedRevision: 'no_stream' });

    expect((await received).streamId).toBe(streamId);
    await subscriber.close();
  });

  it('ends its subscriptions when the store closes', async () => {
    const store = open();
    const streamId = `user-${randomUUID()}`;
    const delivered: StoredEvent[] = [];
    const first = new Promise<void>((resolve) => {
      store.subscribeToAll({}, async (stored) => {
        delivered.push(stored);
        resolve();
      });
    });
    await store.appendToStream(streamId, [event('UserRegistered')], { expectedRevision: 'no_stream' });
    await first;

    await store.close();
    await store.appendToStream(streamId, [event('PasswordSet')], { expectedRevision: 0 });
    const witness = new Promise<StoredEvent>((resolve) => {
      store.subscribeToAll({ after: delivered[0]!.position }, async (stored) => resolve(stored));
    });

    expect((await witness).type).toBe('PasswordSet');
    expect(delivered.map((stored) => stored.type)).toEqual(['UserRegistered']);
    await store.close();
  });

  it('refuses data that JSON cannot represent and stores nothing', async () => {
    const store = open();
    const streamId = `user-${randomUUID()}`;
    const broken: EventToAppend = { ...event('UserRegistered'), data: undefined };

    await expect(
      store.appendToStream(streamId, [event('UserRegistered'), broken], { expectedRevision: 'any' }),
    ).rejects.toThrow(TypeError);
    expect(await store.readStream(streamId)).toEqual([]);
  });
});

function event(type: string): EventToAppend {
  return { id: randomUUID(), type, data: { at: new Date().toISOString() }, metadata: { actorId: null } };
}
