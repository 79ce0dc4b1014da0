/**
 * KeyStore port: one data key per subject (a person, a request) for crypto-shredding
 * (docs/personal-data.md). Personal fields go to the event log encrypted with their subject's key;
 * destroying the key makes every copy of them unreadable — the log, its backups, read models rebuilt
 * later. The keys never live in the event log, and a restored backup of the log brings none back.
 */
export type SubjectKey =
  /** A 32-byte AES-256 key. */
  | { state: 'live'; key: Buffer }
  /** The key was destroyed at this time; the subject never gets another. */
  | { state: 'destroyed'; destroyedAt: string };

export interface KeyStore {
  /**
   * The subject's key, made on its first use; callers racing on a new subject all get the same key.
   * A destroyed subject gets no new key: its state says when it was destroyed.
   */
  obtain(subject: string): Promise<SubjectKey>;
  /** The subject's key as it is, without making one: null for a subject that never had one. */
  find(subject: string): Promise<SubjectKey | null>;
  /**
   * Destroys the subject's key for ever and keeps a tombstone, so no key is made for it again.
   * True when this call destroyed it; false when it was already destroyed (the first time stays).
   */
  destroy(subject: string, at: Date): Promise<boolean>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How a data key is kept at rest: wrapped by a key-encryption key (a master key from the
 * configuration, or a cloud KMS implementing the same two calls), so a copy of the key store alone
 * opens nothing.
 */
export interface KeyWrapping {
  wrap(key: Buffer): Promise<Buffer>;
  unwrap(wrapped: Buffer): Promise<Buffer>;
}

export const DATA_KEY_BYTES = 32;

export const KEY_STORE = Symbol('KeyStore');
