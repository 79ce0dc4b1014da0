import type { Readable } from 'node:stream';

/** BlobStore port: photo files and their variants, keyed by path-like keys. */
export interface BlobStore {
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<{ size: number }>;
  /** null when the key does not exist. */
  get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const BLOB_STORE = Symbol('BlobStore');
