import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { DATA_KEY_BYTES, type KeyStore, type KeyWrapping, type SubjectKey } from '@gp/shared/server';
import { unwrapped } from './master-key-wrapping';

interface Row {
  wrapped_key: Buffer | null;
  destroyed_at: string | null;
}

/**
 * The embedded KeyStore: a table in its own SQLite file (`keys.sqlite`), never the event log's, so a
 * backup of the log restored after an erasure brings no key back. A destroyed key leaves a row
 * with no key and the time, the tombstone that stops a new key being made.
 */
export class SqliteKeyStore implements KeyStore {
  private readonly statements: {
    select: Statement<[string], Row>;
    insertIfAbsent: Statement<[string, Buffer], never>;
    destroy: Statement<[{ subject: string; at: string }], never>;
  };

  constructor(
    private readonly db: Database,
    private readonly wrapping: KeyWrapping = unwrapped,
  ) {
    // A destroyed key's bytes are zeroed in its page rather than left in free space (see destroy).
    db.pragma('secure_delete = ON');
    db.exec(`
      CREATE TABLE IF NOT EXISTS subject_keys (
        subject TEXT PRIMARY KEY,
        wrapped_key BLOB,
        destroyed_at TEXT
      ) STRICT;
    `);
    this.statements = {
      select: db.prepare('SELECT wrapped_key, destroyed_at FROM subject_keys WHERE subject = ?'),
      // The first writer's key stays: a racing caller's insert does nothing and it reads the winner's.
      insertIfAbsent: db.prepare(
        'INSERT INTO subject_keys (subject, wrapped_key) VALUES (?, ?) ON CONFLICT DO NOTHING',
      ),
      // A tombstone whether or not a key was made; an existing tombstone keeps its first time.
      destroy: db.prepare(`
        INSERT INTO subject_keys (subject, wrapped_key, destroyed_at) VALUES (@subject, NULL, @at)
        ON CONFLICT (subject) DO UPDATE SET wrapped_key = NULL, destroyed_at = @at WHERE destroyed_at IS NULL
      `),
    };
  }

  async obtain(subject: string): Promise<SubjectKey> {
    const found = await this.find(subject);
    if (found) return found;
    this.statements.insertIfAbsent.run(subject, await this.wrapping.wrap(randomBytes(DATA_KEY_BYTES)));
    return (await this.find(subject))!;
  }

  async find(subject: string): Promise<SubjectKey | null> {
    const row = this.statements.select.get(subject);
    if (!row) return null;
    if (row.destroyed_at !== null) return { state: 'destroyed', destroyedAt: row.destroyed_at };
    return { state: 'live', key: await this.wrapping.unwrap(row.wrapped_key!) };
  }

  destroy(subject: string, at: Date): Promise<boolean> {
    const destroyed = this.statements.destroy.run({ subject, at: at.toISOString() }).changes > 0;
    // The write-ahead log still holds the page as it was, key included, until it is checkpointed:
    // copied into the file (where secure_delete left zeros) and the log truncated to nothing.
    if (destroyed) this.db.pragma('wal_checkpoint(TRUNCATE)');
    return Promise.resolve(destroyed);
  }

  ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
    return Promise.resolve();
  }

  /** The handle belongs to whoever opened it. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
