import type { Database } from 'better-sqlite3';
import { SqliteKeyValueStore } from '../../infrastructure/key-value/sqlite-key-value-store';
import { openSqlite } from '../../infrastructure/sqlite/open-sqlite';
import { temporaryDatabaseFile } from '../../infrastructure/sqlite/temporary-database-file';
import { ProfileViews, STATS_DAYS, VISITS_REMEMBERED } from './profile-views';

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
    for (let visitor = 0; visitor < 3; visitor += 1) views.record('pro-1', `visitor-${visitor}`, NOW);
    views.record('pro-2', 'visitor-0', NOW);

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
    views.record('pro-1', 'visitor-1', NOW);
    await views.flush();
    views.record('pro-1', 'visitor-2', NOW);
    views.record('pro-1', 'visitor-1', new Date(NOW.getTime() - DAY_MS));
    views.record('pro-1', 'visitor-1', new Date(NOW.getTime() - STATS_DAYS * DAY_MS));
    await views.flush();

    expect(await keyValue.get(storedKey('pro-1', '2026-11-25'))).toBe('2');
    expect(await keyValue.get(storedKey('pro-1', '2026-11-24'))).toBe('1');
    expect(await views.lastDays('pro-1', NOW)).toBe(3);
  });

  it('writes what is still in memory when the application shuts down', async () => {
    views.record('pro-1', 'visitor-1', NOW);
    views.record('pro-1', 'visitor-2', NOW);

    await views.onApplicationShutdown();

    expect(await keyValue.get(storedKey('pro-1', '2026-11-25'))).toBe('2');
  });

  it('counts a visitor once per profile and UTC day, however often the visit is reported', async () => {
    const reported = Array.from({ length: 50 }, () => views.record('pro-1', 'visitor-1', NOW));
    expect(reported.filter(Boolean)).toHaveLength(1);
    expect(views.record('pro-2', 'visitor-1', NOW)).toBe(true);
    expect(views.record('pro-1', 'visitor-1', new Date(NOW.getTime() + DAY_MS))).toBe(true);

    expect(await views.lastDays('pro-1', new Date(NOW.getTime() + DAY_MS))).toBe(2);
  });

  it(`remembers the last ${VISITS_REMEMBERED} visits, so that a flood of new visitors holds a bounded memory`, () => {
    views.record('pro-1', 'first', NOW);
    for (let visitor = 0; visitor < VISITS_REMEMBERED; visitor += 1) views.record('pro-1', `visitor-${visitor}`, NOW);

    expect(views.record('pro-1', `visitor-${VISITS_REMEMBERED - 1}`, NOW)).toBe(false);
    // The oldest has left: its next report counts again.
    expect(views.record('pro-1', 'first', NOW)).toBe(true);
  });
});
