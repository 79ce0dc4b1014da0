import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';

const IN_MEMORY = ':memory:';
/** How long a statement waits for another connection's write lock before failing with SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens the embedded database file shared by the event store, the key-value store and the job
 * queue (each creates its own tables). WAL lets readers run beside the single writer, and
 * `synchronous=FULL` fsyncs the WAL on every commit, so a transaction that returned is on disk
 * even if the machine loses power right after.
 */
export function openSqlite(filePath: string): Database {
  if (filePath !== IN_MEMORY) mkdirSync(dirname(filePath), { recursive: true });
  const db = new BetterSqlite3(filePath, { timeout: BUSY_TIMEOUT_MS });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('foreign_keys = ON');
  return db;
}
