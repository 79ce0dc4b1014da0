import type { Database } from 'better-sqlite3';
import { SqliteKeyValueStore } from '../../infrastructure/key-value/sqlite-key-value-store';
import { openSqlite } from '../../infrastructure/sqlite/open-sqlite';
import { temporaryDatabaseFile } from '../../infrastructure/sqlite/temporary-database-file';
import { ProfileViews, STATS_DAYS } from './profile-views';

const NOW = new Date('2026-11-25T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60_000;
const storedKey = (profileId: string, day: string) => `profile-views:${profileId}:${day}`;

describe('ProfileViews: counted in memory, written once per profile and day', () => {
  let database: { file: string; remove: () => void };
  let db: Database;
  let keyValue: SqliteKeyValueStore;
  let views: ProfileViews;

  beforeEach(() => {
    database = temporaryDatabaseFile();
    db = openSqlite(database.file);
    keyValue = new SqliteKeyValueStore(db);
    views = new ProfileViews(keyValue);
  });

  afterEach(async () => {
    await views.onApplicationShutdown();
    await keyValue.close();
    db.close();
    database.remove();
  });

  it('counts a view at once, without writing it until the flush', async () => {
    for (let view = 0; view < 3; view += 1) views.record('pro-1', NOW);
    views.record('pro-2', NOW);

    expect(await views.lastDays('pro-1', NOW)).toBe(3);
    expect(await keyValue.get(storedKey('pro-1', '2026-11-25'))).toBeNull();

    await views.flush();
    expect(await keyValue.get(storedKey('pro-1', '2026-11-25'))).toBe('3');
    expect(await keyValue.get(storedKey('pro-2', '2026-11-25'))).toBe('1');
    expect(await keyValue.ttlMs(storedKey('pro-1', '2026-11-25'))).toBeGreaterThan(STATS_DAYS * DAY_MS);
    // Written, and no longer counted twice.
    expect(await views.lastDays('pro-1', NOW)).toBe(3);
  });

  it('adds later flushes to what is stored, per day, within the stats window only', async () => {
    views.record('pro-1', NOW);
    await views.flush();
    views.record('pro-1', NOW);
    views.record('pro-1', new Date(NOW.getTime() - DAY_MS));
    views.record('pro-1', new Date(NOW.getTime() - STATS_DAYS * DAY_MS));
    await views.flush();

    expect(await keyValue.get(storedKey('pro-1', '2026-11-25'))).toBe('2');
    expect(await keyValue.get(storedKey('pro-1', '2026-11-24'))).toBe('1');
    expect(await views.lastDays('pro-1', NOW)).toBe(3);
  });

  it('writes what is still in memory when the application shuts down', async () => {
    views.record('pro-1', NOW);
    views.record('pro-1', NOW);

    await views.onApplicationShutdown();

    expect(await keyValue.get(storedKey('pro-1', '2026-11-25'))).toBe('2');
  });
});
