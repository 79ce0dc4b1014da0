import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { Redis } from 'ioredis';
import { openSqlite } from '../sqlite/open-sqlite';
import { temporaryDatabaseFile } from '../sqlite/temporary-database-file';
import { keyValueContract } from './key-value.contract';
import { RedisKeyValueStore } from './redis-key-value-store';
import { SqliteKeyValueStore } from './sqlite-key-value-store';

/** A clock that only moves when told to. */
function manualClock(): { now: () => number; advance: (ms: number) => void } {
  let time = Date.parse('2025-03-01T12:00:00.000Z');
  return { now: () => time, advance: (ms) => (time += ms) };
}

keyValueContract('sqlite', {
  clock: 'controlled',
  create: async () => {
    const { file, remove } = temporaryDatabaseFile();
    const db = openSqlite(file);
    const clock = manualClock();
    const store = new SqliteKeyValueStore(db, clock.now);
    return {
      store,
      advanceClock: clock.advance,
      cleanup: async () => {
        await store.close();
        db.close();
        remove();
      },
    };
  },
});

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  keyValueContract('redis', {
    clock: 'real',
    create: async () => {
      const redis = new Redis(redisUrl);
      const keyPrefix = `gp-test:${randomUUID()}:`;
      const store = new RedisKeyValueStore(redis, { keyPrefix });
      return {
        store,
        cleanup: async () => {
          const keys = await redis.keys(`${keyPrefix}*`);
          if (keys.length > 0) await redis.del(...keys);
          await store.close();
        },
      };
    },
  });

  describe('RedisKeyValueStore key prefix', () => {
    it('stores every key under its prefix and nothing outside it', async () => {
      const redis = new Redis(redisUrl);
      const keyPrefix = `gp-test:${randomUUID()}:`;
      const store = new RedisKeyValueStore(redis, { keyPrefix });
      try {
        await store.set('session:a', '1');
        await store.setIfAbsent('lock:b', '2', { ttlMs: 60_000 });
        await store.increment('rate:c', { ttlMs: 60_000 });

        expect((await redis.keys(`${keyPrefix}*`)).sort()).toEqual([
          `${keyPrefix}lock:b`,
          `${keyPrefix}rate:c`,
          `${keyPrefix}session:a`,
        ]);
        expect(await redis.get('session:a')).toBeNull();
      } finally {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await store.close();
      }
    });
  });
}

describe('SqliteKeyValueStore on its database file', () => {
  let file: string;
  let remove: () => void;
  let db: Database;
  const rowCount = (database: Database = db): number =>
    (database.prepare('SELECT COUNT(*) AS count FROM key_value').get() as { count: number }).count;

  beforeEach(() => {
    ({ file, remove } = temporaryDatabaseFile());
    db = openSqlite(file);
  });

  afterEach(() => {
    if (db.open) db.close();
    remove();
  });

  it('keeps keys and their expiry across a close and reopen of the file', async () => {
    const clock = manualClock();
    await new SqliteKeyValueStore(db, clock.now).set('session:abc', 'user-1', { ttlMs: 60_000 });
    db.close();

    db = openSqlite(file);
    const reopened = new SqliteKeyValueStore(db, clock.now);

    expect(await reopened.get('session:abc')).toBe('user-1');
    expect(await reopened.ttlMs('session:abc')).toBe(60_000);
  });

  it('deletes an expired row when it is read', async () => {
    const clock = manualClock();
    const store = new SqliteKeyValueStore(db, clock.now);
    await store.set('code:1', '111111', { ttlMs: 1_000 });
    await store.set('code:2', '222222', { ttlMs: 1_000 });
    clock.advance(1_000);

    expect(await store.get('code:1')).toBeNull();

    expect(rowCount()).toBe(1);
  });

  it('sweeps expired rows nobody reads again, a bounded batch at a time', async () => {
    // In memory: this is about which rows go, and 1,700 fsynced commits would only add time.
    const memory = openSqlite(':memory:');
    const clock = manualClock();
    const store = new SqliteKeyValueStore(memory, clock.now);
    for (let index = 0; index < 1_500; index += 1) await store.set(`rate:${index}`, '1', { ttlMs: 1_000 });
    // 1,500 writes have swept 15 times while nothing was expired yet.
    clock.advance(1_000);

    for (let index = 0; index < 100; index += 1) await store.set(`session:${index}`, 'live');
    expect(rowCount(memory)).toBe(1_500 + 100 - 1_000);
    for (let index = 100; index < 200; index += 1) await store.set(`session:${index}`, 'live');
    expect(rowCount(memory)).toBe(200);
    memory.close();
  });
});
