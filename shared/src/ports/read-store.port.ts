/**
 * ReadStore port: the subset of the MongoDB driver that projections and queries use.
 * Filters, sorts, projections and update operators use MongoDB's query language.
 */
export type Doc = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;
export type ProjectionSpec = Record<string, 0 | 1>;
/** Update operators ($set, $unset, $inc, $push, $pull, $addToSet, $setOnInsert). */
export type UpdateSpec = Record<string, Record<string, unknown>>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: ProjectionSpec;
}

export interface IndexSpec {
  keys: Record<string, 1 | -1>;
  unique?: boolean;
  name: string;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

export interface ReadCollection<T extends Doc = Doc> {
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  countDocuments(filter?: Filter): Promise<number>;
  /**
   * A page (`find` with these options) and the count of every match (`countDocuments`), read
   * together: an embedded store tests each document once for both instead of twice.
   */
  findWithTotal(filter: Filter, options: FindOptions): Promise<{ items: T[]; total: number }>;
  /** Inserts or replaces the whole document with this _id. */
  replaceOne(filter: Filter, document: T, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateOne(filter: Filter, update: UpdateSpec, options?: { upsert?: boolean }): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  deleteMany(filter?: Filter): Promise<{ deletedCount: number }>;
  /**
   * Writes a batch by _id in one call (one round trip on MongoDB): each document inserts or
   * replaces the one with its _id, then each id in `deleteIds` goes. The ids must all differ.
   * Ownership passes to the store, which may keep the documents as they are (frozen): the caller
   * must not change them afterwards. Runs in order and stops at the first failure.
   */
  writeBatch(upserts: readonly T[], deleteIds?: readonly string[]): Promise<void>;
  /** Idempotent. A unique index makes a write that would duplicate a key throw DuplicateKeyError. */
  createIndex(index: IndexSpec): Promise<void>;
  /** Removes every document and index of this collection (a rebuild starts here); a missing collection is a no-op. */
  drop(): Promise<void>;
}

export interface ReadStore {
  collection<T extends Doc = Doc>(name: string): ReadCollection<T>;
  /**
   * Calls `listener` with the _id of every document of `collection` that is inserted, changed or
   * deleted from now on, by this process or (for a shared store) any other. Returns the unsubscribe.
   */
  watch(collection: string, listener: (documentId: string) => void): () => void;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly index: string,
  ) {
    super(`Duplicate key in ${collection} for index ${index}`);
    this.name = 'DuplicateKeyError';
  }
}

export const READ_STORE = Symbol('ReadStore');
