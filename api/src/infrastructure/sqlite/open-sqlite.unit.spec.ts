import { existsSync } from 'node:fs';
import { openSqlite } from './open-sqlite';
import { temporaryDatabaseFile } from './temporary-database-file';

describe('openSqlite', () => {
  it('creates the parent directory and opens the file with durable settings', () => {
    const { file, remove } = temporaryDatabaseFile();
    try {
      const db = openSqlite(file);

      expect(existsSync(file)).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 = FULL: the WAL is fsynced at every commit.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
      db.close();
    } finally {
      remove();
    }
  });

  it('opens an in-memory database for tests', () => {
    const db = openSqlite(':memory:');

    expect(db.memory).toBe(true);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });
});
