import type { Database, Statement } from 'better-sqlite3';
import { type KeyValueStore } from '@gp/shared/server';
import { assertValidStep, assertValidTtl } from './ttl';

interface Entry {
  value: string;
  expires_at: number | null;
}

/** Every this many writes, one sweep deletes expired rows nobody read again. */
const WRITES_PER_SWEEP = 100;
/** Rows one sweep deletes at most, so a write never pays for a large backlog at once. */
const SWEEP_LIMIT = 1_000;
const INTEGER = /^-?\d+$/;

/**
 * The embedded KeyValueStore: a table in the shared SQLite file, so sessions survive a restart.
 * An expired row reads as absent and is deleted when touched; the occasional bounded sweep
 * removes the ones nobody touches again. Expiry times come from the injected clock, so tests move
 * time instead of waiting for it.
 *
 * The Database handle is shared with the event store and the job queue: close() leaves it open
 * for whoever opened it.
 */
export class SqliteKeyValueStore implements KeyValueStore {
  private readonly statements: {
    select: Statement<[string], Entry>;
    deleteIfExpired: Statement<[string, number], never>;
    upsert: Statement<[string, string, number | null], never>;
    insertUnlessLive: Statement<[{ key: string; value: string; expiresAt: number | null; now: number }], never>;
    updateIfLive: Statement<[{ key: string; value: string; expiresAt: number | null; now: number }], never>;
    updateValue: Statement<[string, string], never>;
    delete: Statement<[string], never>;
    sweep: Statement<[number, number], never>;
  };
  private readonly incrementTransaction: (key: string, ttlMs: number, by: number) => number;
  private writesSinceSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS key_value (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        expires_at INTEGER
      ) STRICT;
      CREATE INDEX IF NOT EXISTS key_value_by_expiry ON key_value (expires_at) WHERE expires_at IS NOT NULL;
    `);
    this.statements = {
      select: db.prepare('SELECT value, expires_at FROM key_value WHERE key = ?'),
      deleteIfExpired: db.prepare('DELETE FROM key_value WHERE key = ? AND expires_at <= ?'),
      upsert: db.prepare(
        'INSERT INTO key_value (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at',
      ),
      // One statement, so "absent or expired" and the write cannot be separated by another writer.
      insertUnlessLive: db.prepare(`
        INSERT INTO key_value (key, value, expires_at) VALUES (@key, @value, @expiresAt)
        ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
        WHERE key_value.expires_at IS NOT NULL AND key_value.expires_at <= @now
      `),
      updateIfLive: db.prepare(`
        UPDATE key_value SET value = @value, expires_at = @expiresAt
        WHERE key = @key AND (expires_at IS NULL OR expires_at > @now)
      `),
      updateValue: db.prepare('UPDATE key_value SET value = ? WHERE key = ?'),
      delete: db.prepare('DELETE FROM key_value WHERE key = ?'),
      sweep: db.prepare(
        'DELETE FROM key_value WHERE rowid IN (SELECT rowid FROM key_value WHERE expires_at <= ? LIMIT ?)',
      ),
    };
    const increment = db.transaction(this.incrementWithinTransaction.bind(this));
    // IMMEDIATE: the read of the current count already holds the write lock.
    this.incrementTransaction = (key, ttlMs, by) => increment.immediate(key, ttlMs, by);
  }

  async get(key: string): Promise<string | null> {
    return this.liveEntry(key)?.value ?? null;
  }

  async set(key: string, value: string, options: { ttlMs?: number } = {}): Promise<void> {
    this.statements.upsert.run(key, value, this.expiryFor(options.ttlMs));
    this.countWrite();
  }

  async setIfAbsent(key: string, value: string, options: { ttlMs?: number } = {}): Promise<boolean> {
    const { changes } = this.statements.insertUnlessLive.run({
      key,
      value,
      expiresAt: this.expiryFor(options.ttlMs),
      now: this.now(),
    });
    this.countWrite();
    return changes === 1;
  }

  async setIfPresent(key: string, value: string, options: { ttlMs?: number } = {}): Promise<boolean> {
    const { changes } = this.statements.updateIfLive.run({
      key,
      value,
      expiresAt: this.expiryFor(options.ttlMs),
      now: this.now(),
    });
    return changes === 1;
  }

  async increment(key: string, options: { ttlMs: number; by?: number }): Promise<number> {
    assertValidTtl(options.ttlMs);
    const by = assertValidStep(options.by);
    const count = this.incrementTransaction(key, options.ttlMs, by);
    this.countWrite();
    return count;
  }

  async ttlMs(key: string): Promise<number | null> {
    const entry = this.liveEntry(key);
    if (!entry) return -1;
    return entry.expires_at === null ? null : entry.expires_at - this.now();
  }

  async delete(key: string): Promise<void> {
    this.statements.delete.run(key);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    // Nothing of its own to release: the Database belongs to whoever opened it.
  }

  private incrementWithinTransaction(key: string, ttlMs: number, by: number): number {
    const entry = this.liveEntry(key);
    if (!entry) {
      this.statements.upsert.run(key, String(by), this.now() + ttlMs);
      return by;
    }
    if (!INTEGER.test(entry.value)) throw new TypeError(`Key ${key} does not hold an integer`);
    const count = Number(entry.value) + by;
    this.statements.updateValue.run(String(count), key);
    return count;
  }

  /** The entry when present and unexpired; an expired row is deleted on the way. */
  private liveEntry(key: string): Entry | null {
    const entry = this.statements.select.get(key);
    if (!entry) return null;
    if (entry.expires_at !== null && entry.expires_at <= this.now()) {
      this.statements.deleteIfExpired.run(key, this.now());
      return null;
    }
    return entry;
  }

  private expiryFor(ttlMs: number | undefined): number | null {
    if (ttlMs === undefined) return null;
    assertValidTtl(ttlMs);
    return this.now() + ttlMs;
  }

  private countWrite(): void {
    this.writesSinceSweep += 1;
    if (this.writesSinceSweep < WRITES_PER_SWEEP) return;
    this.writesSinceSweep = 0;
    this.statements.sweep.run(this.now(), SWEEP_LIMIT);
  }
}
