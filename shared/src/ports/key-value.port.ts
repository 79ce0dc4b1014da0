/** KeyValue port with expiry: sessions, one-time codes, rate-limit counters. */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  /** ttlMs omitted: no expiry. */
  set(key: string, value: string, options?: { ttlMs?: number }): Promise<void>;
  /** Sets only when the key is absent (or expired); true when it set. */
  setIfAbsent(key: string, value: string, options?: { ttlMs?: number }): Promise<boolean>;
  /**
   * Sets only when the key is present (and unexpired), with this ttl (none when omitted); true
   * when it set. A write that must not bring back a key another caller deleted (a refreshed
   * session that was signed out meanwhile).
   */
  setIfPresent(key: string, value: string, options?: { ttlMs?: number }): Promise<boolean>;
  /**
   * Adds `by` (a positive integer, default 1) and returns the new value; a new (or expired) key
   * starts at `by` with this ttl, an existing key keeps its expiry.
   */
  increment(key: string, options: { ttlMs: number; by?: number }): Promise<number>;
  /** Milliseconds left, null for a key without expiry, -1 when the key is absent. */
  ttlMs(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const KEY_VALUE = Symbol('KeyValueStore');
