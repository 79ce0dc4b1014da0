import { openSqlite } from '../../infrastructure/sqlite/open-sqlite';
import { SqliteKeyValueStore } from '../../infrastructure/key-value/sqlite-key-value-store';
import {
  IMPERSONATION_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_REFRESH_MS,
  SessionService,
} from './session.service';

describe('SessionService on the embedded KeyValue store', () => {
  let clock = Date.parse('2026-11-22T10:00:00Z');
  const db = openSqlite(':memory:');
  const keyValue = new SqliteKeyValueStore(db, () => clock);
  const sessions = new SessionService(keyValue);
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

describe('impersonation sessions', () => {
  let clock = Date.parse('2026-11-22T10:00:00Z');
  const db = openSqlite(':memory:');
  const sessions = new SessionService(new SqliteKeyValueStore(db, () => clock));
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
