import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from 'better-sqlite3';
import { streamIds } from '@gp/shared';
import { personSubject, requestSubject, type StoredEvent } from '@gp/shared/server';
import { SqliteKeyStore } from '../key-store/sqlite-key-store';
import { openSqlite } from '../sqlite/open-sqlite';
import { temporaryDatabaseFile } from '../sqlite/temporary-database-file';
import { collect } from './event-store.contract';
import { isSealed, SealingEventStore } from './sealing-event-store';
import { SqliteEventStore } from './sqlite-event-store';

const EMAIL = 'ana.mora@example.com';
const HOSTILE_NAME = 'Ana </script> $& \u202Eesrever\u202C {"$sealed":"v1.AAAA"}';
const PHONE = '+50688112233';
const MESSAGE = 'Se me sale el agua del tanque, ¿puede venir el lunes?';
const ERASED_AT = new Date('2026-12-03T10:00:00.000Z');

const registered = (userId: string, email: string) => ({
  id: `00000000-0000-4000-8000-${userId.padStart(12, '0')}`,
  type: 'UserRegistered',
  data: { userId, email, isAnonymous: false, preferredLang: 'es', registeredAt: '2026-11-01T00:00:00.000Z' },
  metadata: { actorId: userId },
});
const leadSent = {
  id: '00000000-0000-4000-8000-0000000000aa',
  type: 'LeadSent',
  data: {
    leadId: 'lead1',
    proId: 'pro1',
    senderId: '1',
    name: HOSTILE_NAME,
    phoneNumber: PHONE,
    message: MESSAGE,
    lang: 'es',
    sentAt: '2026-11-02T00:00:00.000Z',
  },
  metadata: { actorId: '1' },
};

describe('SealingEventStore over the SQLite event store and key store', () => {
  let logFile: ReturnType<typeof temporaryDatabaseFile>;
  let keyFile: ReturnType<typeof temporaryDatabaseFile>;
  let logDb: Database;
  let keyDb: Database;
  let keys: SqliteKeyStore;
  let raw: SqliteEventStore;
  let store: SealingEventStore;
  const opened: Database[] = [];

  /** Everything the log's file holds, as text: rows, WAL and all. */
  const logFileText = () => {
    logDb.pragma('wal_checkpoint(TRUNCATE)');
    return readFileSync(logFile.file).toString('latin1');
  };

  beforeEach(async () => {
    logFile = temporaryDatabaseFile();
    keyFile = temporaryDatabaseFile();
    logDb = openSqlite(logFile.file);
    keyDb = openSqlite(keyFile.file);
    keys = new SqliteKeyStore(keyDb);
    raw = new SqliteEventStore(logDb);
    store = new SealingEventStore(raw, keys);
    await store.appendToStream(streamIds.user('1'), [registered('1', EMAIL)], { expectedRevision: 'no_stream' });
    await store.appendToStream(streamIds.user('2'), [registered('2', 'luis@example.com')], {
      expectedRevision: 'no_stream',
    });
    await store.appendToStream(streamIds.lead('lead1'), [leadSent], { expectedRevision: 'no_stream' });
  });

  afterEach(async () => {
    await store.close();
    for (const db of [logDb, keyDb, ...opened.splice(0)]) db.close();
    logFile.remove();
    keyFile.remove();
  });

  it('writes personal fields sealed: the log file holds none of them, ids and the rest stay plain', async () => {
    const text = logFileText();
    for (const secret of [EMAIL, 'luis@example.com', PHONE, MESSAGE, 'Ana', 'esrever', 'tanque']) {
      expect(text).not.toContain(secret);
    }
    const [lead] = await raw.readStream(streamIds.lead('lead1'));
    const data = lead!.data as Record<string, unknown>;
    expect([data.name, data.phoneNumber, data.message].every(isSealed)).toBe(true);
    expect(data).toMatchObject({ leadId: 'lead1', proId: 'pro1', senderId: '1', lang: 'es' });
  });

  it('gives every reader the fields as written, hostile characters and all', async () => {
    const [user] = await store.readStream(streamIds.user('1'));
    const all = await collect(store.readAll());

    expect(user!.data).toEqual(registered('1', EMAIL).data);
    expect(all.map((event) => event.data)).toEqual([
      registered('1', EMAIL).data,
      registered('2', 'luis@example.com').data,
      leadSent.data,
    ]);
    expect(all.every((event) => event.metadata.personalDataErasedAt === undefined)).toBe(true);
  });

  it('opens them for a live subscription too', async () => {
    const seen: StoredEvent[] = [];
    let caughtUp!: () => void;
    const done = new Promise<void>((resolve) => (caughtUp = resolve));
    const subscription = store.subscribeToAll({}, (event) => {
      seen.push(event);
      if (seen.length === 3) caughtUp();
      return Promise.resolve();
    });
    await done;
    await subscription.close();

    expect(seen.map((event) => event.data)).toContainEqual(leadSent.data);
  });

  it('reads a destroyed subject’s fields as erased, with the time, and leaves every other subject readable', async () => {
    await keys.destroy(personSubject('1'), ERASED_AT);

    const [user] = await store.readStream(streamIds.user('1'));
    const [other] = await store.readStream(streamIds.user('2'));
    const [lead] = await store.readStream(streamIds.lead('lead1'));

    expect(user!.data).toEqual({ ...registered('1', EMAIL).data, email: null });
    expect(user!.metadata.personalDataErasedAt).toBe(ERASED_AT.toISOString());
    expect((other!.data as { email: string }).email).toBe('luis@example.com');
    // The request has its own key: forgetting it is its own act (its sender's deletion, retention).
    expect(lead!.data).toEqual(leadSent.data);

    await keys.destroy(requestSubject('lead1'), ERASED_AT);
    const [erasedLead] = await store.readStream(streamIds.lead('lead1'));
    expect(erasedLead!.data).toEqual({ ...leadSent.data, name: '', phoneNumber: '', message: '' });
  });

  it('opens nothing in a copy of the log taken before the erasure and restored after it', async () => {
    const backup = temporaryDatabaseFile();
    logDb.pragma('wal_checkpoint(TRUNCATE)');
    mkdirSync(dirname(backup.file), { recursive: true });
    copyFileSync(logFile.file, backup.file);

    await keys.destroy(personSubject('1'), ERASED_AT);
    await keys.destroy(requestSubject('lead1'), ERASED_AT);

    const restoredDb = openSqlite(backup.file);
    opened.push(restoredDb);
    const restored = new SealingEventStore(new SqliteEventStore(restoredDb), keys);
    const events = await collect(restored.readAll());
    const text = JSON.stringify(events);
    for (const secret of [EMAIL, PHONE, MESSAGE, 'Ana']) expect(text).not.toContain(secret);
    expect(text).toContain('luis@example.com');
    backup.remove();
  });

  it('writes a destroyed subject’s new fields erased, never plain', async () => {
    await keys.destroy(personSubject('3'), ERASED_AT);

    await store.appendToStream(streamIds.user('3'), [registered('3', 'gone@example.com')], {
      expectedRevision: 'no_stream',
    });

    expect(logFileText()).not.toContain('gone@example.com');
    const [user] = await store.readStream(streamIds.user('3'));
    expect((user!.data as { email: string | null }).email).toBeNull();
  });

  it('refuses a sealed value moved into another person’s event, or into another field of the same person', async () => {
    const [lead] = await raw.readStream(streamIds.lead('lead1'));
    const [user] = await raw.readStream(streamIds.user('1'));
    const stolen = (lead!.data as { phoneNumber: unknown }).phoneNumber;
    const email = (user!.data as { email: unknown }).email;
    await raw.appendToStream(
      streamIds.user('4'),
      [{ ...registered('4', 'x'), data: { ...registered('4', 'x').data, email: stolen } }],
      { expectedRevision: 'no_stream' },
    );
    await keys.obtain(personSubject('4'));
    // The same key opens it, but it was sealed for the email of a UserRegistered, not a display name.
    await raw.appendToStream(
      streamIds.user('1'),
      [
        {
          id: '00000000-0000-4000-8000-0000000000bb',
          type: 'DisplayNameChanged',
          data: { userId: '1', displayName: email, changedAt: '2026-11-03T00:00:00.000Z' },
          metadata: { actorId: '1' },
        },
      ],
      { expectedRevision: 0 },
    );

    await expect(store.readStream(streamIds.user('4'))).rejects.toThrow(/authenticate/);
    await expect(store.readStream(streamIds.user('1'))).rejects.toThrow(/authenticate/);
  });

  it('reads an event written before sealing existed as it is', async () => {
    await raw.appendToStream(streamIds.user('5'), [registered('5', 'plain@example.com')], {
      expectedRevision: 'no_stream',
    });

    const [user] = await store.readStream(streamIds.user('5'));
    expect((user!.data as { email: string }).email).toBe('plain@example.com');
  });
});
