import { openSqlite } from '../../infrastructure/sqlite/open-sqlite';
import { SqliteKeyValueStore } from '../../infrastructure/key-value/sqlite-key-value-store';
import type { KeyValueStore } from '@gp/shared/server';
import {
  IMPERSONATION_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_MEMORY_SIZE,
  SESSION_REFRESH_MS,
  servesSessionsAlone,
  SessionService,
} from './session.service';

// Every rule holds whether the records are read from the store each time or kept in memory too.
const modes = [
  ['read from the store', { servedAlone: false }],
  ['kept in memory', { servedAlone: true }],
] as const;

describe.each(modes)('SessionService on the embedded KeyValue store, records %s', (_mode, options) => {
  let clock = Date.parse('2026-11-22T10:00:00Z');
  const db = openSqlite(':memory:');
  const keyValue = new SqliteKeyValueStore(db, () => clock);
  const sessions = new SessionService(keyValue, options);
  afterAll(() => db.close());

  it('issues opaque 256-bit ids, distinct per session', async () => {
    const first = await sessions.create('u1', clock);
    const second = await sessions.create('u1', clock);
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.id).not.toBe(first.id);
  });

  it('expires after the idle time without use', async () => {
    const session = await sessions.create('u1', clock);
    clock += SESSION_IDLE_MS + 1;
    expect(await sessions.get(session.id, clock)).toBeNull();
  });

  it('stays alive while used, until the absolute lifetime', async () => {
    const session = await sessions.create('u1', clock);
    const start = clock;
    while (clock - start < SESSION_ABSOLUTE_MS - SESSION_IDLE_MS / 2) {
      clock += SESSION_IDLE_MS / 2;
      expect(await sessions.get(session.id, clock)).toMatchObject({ userId: 'u1' });
    }
    clock = start + SESSION_ABSOLUTE_MS + 1;
    expect(await sessions.get(session.id, clock)).toBeNull();
  });

  it('writes the store at most once per refresh interval while in use', async () => {
    const session = await sessions.create('u1', clock);
    const before = await keyValue.ttlMs(`session:${session.id}`);
    clock += SESSION_REFRESH_MS / 2;
    await sessions.get(session.id, clock);
    expect(await keyValue.ttlMs(`session:${session.id}`)).toBe(before! - SESSION_REFRESH_MS / 2);
    clock += SESSION_REFRESH_MS / 2;
    await sessions.get(session.id, clock);
    expect(await keyValue.ttlMs(`session:${session.id}`)).toBe(SESSION_IDLE_MS);
  });

  it('forgets a destroyed session', async () => {
    const session = await sessions.create('u1', clock);
    await sessions.destroy(session.id);
    expect(await sessions.get(session.id, clock)).toBeNull();
  });

  it('refuses malformed ids without touching the store', async () => {
    expect(await sessions.get('../../etc/passwd', clock)).toBeNull();
  });
});

describe.each(modes)('impersonation sessions, records %s', (_mode, options) => {
  let clock = Date.parse('2026-11-22T10:00:00Z');
  const db = openSqlite(':memory:');
  const sessions = new SessionService(new SqliteKeyValueStore(db, () => clock), options);
  afterAll(() => db.close());

  it("are marked with the admin, remember the admin's session, and end after an hour even while used", async () => {
    const admin = await sessions.create('admin', clock);
    const viewing = await sessions.createImpersonation('target', { userId: 'admin', sessionId: admin.id }, clock);
    expect(await sessions.get(viewing.id, clock)).toMatchObject({
      userId: 'target',
      impersonatorId: 'admin',
      restoreSessionId: admin.id,
    });
    clock += IMPERSONATION_MS / 2;
    expect(await sessions.get(viewing.id, clock)).not.toBeNull();
    clock += IMPERSONATION_MS / 2 + 1;
    expect(await sessions.get(viewing.id, clock)).toBeNull();
    expect(await sessions.get(admin.id, clock)).toMatchObject({ userId: 'admin', impersonatorId: null });
  });

  it("end when the admin's own session ends, even within the hour", async () => {
    const admin = await sessions.create('admin', clock);
    // The admin keeps their session in use up to half an hour before its absolute end.
    const end = clock + SESSION_ABSOLUTE_MS;
    while (clock + SESSION_IDLE_MS / 2 < end - IMPERSONATION_MS / 2) {
      clock += SESSION_IDLE_MS / 2;
      await sessions.get(admin.id, clock);
    }
    clock = end - IMPERSONATION_MS / 2;
    const viewing = await sessions.createImpersonation('target', { userId: 'admin', sessionId: admin.id }, clock);
    expect(await sessions.get(viewing.id, clock)).not.toBeNull();
    clock += IMPERSONATION_MS / 2 + 1;
    expect(await sessions.get(viewing.id, clock)).toBeNull();
  });

  it("end when the admin's session is signed out, and signing out of one signs the admin out", async () => {
    const admin = await sessions.create('admin', clock);
    const viewing = await sessions.createImpersonation('target', { userId: 'admin', sessionId: admin.id }, clock);
    await sessions.signOut(admin.id);
    expect(await sessions.get(viewing.id, clock)).toBeNull();

    const adminAgain = await sessions.create('admin', clock);
    const viewingAgain = await sessions.createImpersonation(
      'target',
      { userId: 'admin', sessionId: adminAgain.id },
      clock,
    );
    await sessions.signOut(viewingAgain.id);
    expect(await sessions.get(adminAgain.id, clock)).toBeNull();
  });
});

/** The store, with every read counted, and held back when asked to: it answers what it held when called. */
function watchedStore(store: KeyValueStore) {
  let held: Promise<void> | null = null;
  const watched = {
    reads: 0,
    hold() {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    store: Object.assign(Object.create(store) as KeyValueStore, {
      get: async (key: string) => {
        watched.reads += 1;
        const value = await store.get(key);
        await held;
        return value;
      },
    }),
  };
  return watched;
}

describe('records kept in memory, by the one process that serves the store', () => {
  const db = openSqlite(':memory:');
  const watched = watchedStore(new SqliteKeyValueStore(db));
  afterAll(() => db.close());
  /** Another SessionService on the same store: as after a restart, it has kept nothing yet. */
  const restarted = () => new SessionService(watched.store, { servedAlone: true });

  it('answers a kept session without reading the store', async () => {
    const sessions = restarted();
    const { id } = await sessions.create('u1');
    const before = watched.reads;
    for (let request = 0; request < 3; request++) expect(await sessions.get(id)).toMatchObject({ userId: 'u1' });
    expect(watched.reads).toBe(before);
  });

  it('refuses a destroyed session at once', async () => {
    const sessions = restarted();
    const { id } = await sessions.create('u1');
    await sessions.get(id);
    await sessions.destroy(id);
    expect(await sessions.get(id)).toBeNull();
  });

  it('keeps nothing from a read that overlapped a destroy of the session', async () => {
    const { id } = await restarted().create('u1');
    const sessions = restarted();
    const release = watched.hold();
    // The read finds the record, then the sign-out deletes it before the read is done.
    const reading = sessions.get(id);
    await sessions.destroy(id);
    release();
    expect(await reading).toMatchObject({ userId: 'u1' });
    expect(await sessions.get(id)).toBeNull();
  });

  it(`keeps at most ${SESSION_MEMORY_SIZE} records, the least recently used leaving first`, async () => {
    const sessions = restarted();
    const first = await sessions.create('u0');
    const second = await sessions.create('u1');
    for (let user = 2; user < SESSION_MEMORY_SIZE; user++) await sessions.create(`u${user}`);
    await sessions.get(first.id);
    await sessions.create('one more');
    const before = watched.reads;
    expect(await sessions.get(first.id)).toMatchObject({ userId: 'u0' });
    expect(watched.reads).toBe(before);
    expect(await sessions.get(second.id)).toMatchObject({ userId: 'u1' });
    expect(watched.reads).toBe(before + 1);
  });
});

describe('records read from the store, which other processes share', () => {
  const db = openSqlite(':memory:');
  const keyValue = new SqliteKeyValueStore(db);
  afterAll(() => db.close());

  it('refuses at the next request a session another process ended', async () => {
    const here = new SessionService(keyValue, { servedAlone: false });
    const elsewhere = new SessionService(keyValue, { servedAlone: false });
    const { id } = await here.create('u1');
    expect(await here.get(id)).toMatchObject({ userId: 'u1' });
    await elsewhere.signOut(id);
    expect(await here.get(id)).toBeNull();
  });

  it.each(modes)(
    'does not bring back a session signed out while a request refreshing it read it (records %s)',
    async (_mode, options) => {
      let clock = Date.parse('2026-11-26T10:00:00Z');
      const store = new SqliteKeyValueStore(db, () => clock);
      const watched = watchedStore(store);
      const { id } = await new SessionService(store, options).create('u1', clock);
      clock += SESSION_REFRESH_MS;
      const release = watched.hold();
      // The request's read finds the record due for a refresh; the sign-out deletes it meanwhile.
      const refreshing = new SessionService(watched.store, options).get(id, clock);
      await new SessionService(store, options).signOut(id);
      release();

      expect(await refreshing).toBeNull();
      expect(await store.get(`session:${id}`)).toBeNull();
    },
  );

  it('are kept in memory only by the embedded setup, which runs as one process', () => {
    expect(servesSessionsAlone({ keyValue: 'sqlite', readStore: 'memory' })).toBe(true);
    expect(servesSessionsAlone({ keyValue: 'redis', readStore: 'memory' })).toBe(false);
    expect(servesSessionsAlone({ keyValue: 'sqlite', readStore: 'mongodb' })).toBe(false);
    expect(servesSessionsAlone({ keyValue: 'redis', readStore: 'mongodb' })).toBe(false);
  });
});
