import { isDeepStrictEqual } from 'node:util';
import { Context } from 'mingo/core';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import { Query as MingoQuery } from 'mingo/query';
import { update as applyUpdate, type Modifier } from 'mingo/updater';
import {
  type Doc,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ProjectionSpec,
  type ReadCollection,
  type ReadStore,
  type SortSpec,
  type UpdateResult,
  type UpdateSpec,
} from '@gp/shared/server';
import { deepFreeze } from '../../core/queries/deep-freeze';
import { isPlainObject, newDocumentId, upsertSeed } from './upsert-seed';

/**
 * The embedded ReadStore: collections live in this process and are queried with mingo (MongoDB's
 * query language), so projections and queries behave as they do on MongoDB. The store itself
 * writes nothing to disk: the runtime saves a snapshot of it (ReadModelSnapshot) and restores it at
 * start, or the read models are rebuilt by replaying the log. Documents are stored frozen and read
 * without copying: what find returns must not be changed (it throws).
 */
export class MemoryReadStore implements ReadStore {
  private readonly collections = new Map<string, CollectionState>();
  private readonly watchers = new Map<string, Set<(documentId: string) => void>>();

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    // The handle resolves its state on every call, so handles taken before a drop keep working.
    return new MemoryCollection<T>(
      name,
      () => this.stateOf(name),
      (id) => this.notify(name, id),
      () => this.collections.delete(name),
    );
  }

  watch(collection: string, listener: (documentId: string) => void): () => void {
    let listeners = this.watchers.get(collection);
    if (!listeners) this.watchers.set(collection, (listeners = new Set()));
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Listeners run after the write's caller has moved on, so a slow listener never delays a projection. */
  private notify(collection: string, documentId: string): void {
    const listeners = this.watchers.get(collection);
    if (!listeners?.size) return;
    queueMicrotask(() => listeners.forEach((listener) => listener(documentId)));
  }

  /**
   * Every collection's documents, for a snapshot: the stored objects themselves (frozen), read in
   * one synchronous pass, so the copy is of one moment even while projections keep writing.
   */
  documentsByCollection(): Map<string, Doc[]> {
    const copy = new Map<string, Doc[]>();
    for (const [name, state] of this.collections) if (state.docs.size > 0) copy.set(name, [...state.docs.values()]);
    return copy;
  }

  /**
   * Fills an empty store with a snapshot's documents, before the projector declares its indexes
   * (over a large collection those are built by their first query). Ownership of the documents
   * passes to the store.
   */
  async restoreDocuments(collections: ReadonlyMap<string, readonly Doc[]>): Promise<void> {
    for (const state of this.collections.values())
      if (state.docs.size > 0) throw new Error('A snapshot can only be restored into an empty read store');
    for (const [name, documents] of collections) await this.collection(name).writeBatch(documents);
  }

  async ping(): Promise<void> {
    // Always reachable: the data lives in this process.
  }

  async close(): Promise<void> {
    // Nothing to release: no connections or files are held.
  }

  private stateOf(name: string): CollectionState {
    let state = this.collections.get(name);
    if (!state) {
      state = new CollectionState();
      this.collections.set(name, state);
    }
    return state;
  }
}

/**
 * The operators the port's filters and projections use. mingo's index loads every operator it has
 * (aggregation, window, expression: ~300 modules, 0.2 s of every start); these are ~90.
 */
const MINGO_CONTEXT = Context.init({ query: queryOperators, projection: projectionOperators });

class Query extends MingoQuery {
  constructor(condition: Filter) {
    super(condition, { context: MINGO_CONTEXT });
  }
}

const ID_INDEX = '_id_';
const NO_MATCH: UpdateResult = { matchedCount: 0, modifiedCount: 0, upsertedId: null };

/** A declared index: encoded key → ids of the documents holding that key. */
interface IndexState {
  spec: IndexSpec;
  fields: string[];
  /** Most keys have one holder, kept as the id itself: a Set only where several documents share a key. */
  entries: Map<string, string | Set<string>>;
  /**
   * Set by a large batch (a replay) on a non-unique index, or when one is created over a large
   * collection: the entries are dropped (or never made) rather than kept up to date write by write,
   * and built in one pass by the next query that uses the index.
   */
  stale: boolean;
  /**
   * The documents in the index's order, ties by _id, for reads sorted the index's way: built by
   * the first read that needs it, then kept up to date write by write. Null until then, after a
   * large batch, and while a document holds an array or a subdocument in an indexed field (a
   * multikey entry has no single place in the order).
   */
  sorted: SortedEntry[] | null;
}

/** A document's place in an index's order: the values of its indexed fields, and its _id. */
interface SortedEntry {
  key: ScalarKey[];
  id: string;
}

/**
 * The part of an index a filter and a sort can be read from: entries [from, to) of its order hold
 * exactly the filter's pinned values, in the sort's order walking forward (or backward when
 * `reverse`); `rest` is what of the filter is left to test.
 */
interface IndexRange {
  sorted: SortedEntry[];
  from: number;
  to: number;
  reverse: boolean;
  rest: Filter;
}

/** Writes in one batch from which non-unique indexes are rebuilt when next queried instead of maintained. */
const BATCH_REINDEX_THRESHOLD = 256;

class CollectionState {
  /** Documents by _id: an _id lookup (one per projected event) costs one Map access. */
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, IndexState>();
}

class MemoryCollection<T extends Doc> implements ReadCollection<T> {
  constructor(
    private readonly name: string,
    private readonly state: () => CollectionState,
    private readonly changed: (documentId: string) => void,
    private readonly dropped: () => void,
  ) {}

  async drop(): Promise<void> {
    this.dropped();
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const { sort, skip, limit, projection } = options;
    if (!sort && !skip && !projection) return matches(this.state(), filter, { limit }).docs as T[];
    const state = this.state();
    const range = sort && indexRange(state, filter, sort);
    return pageOf(
      range ? inRange(state, range, pageEnd(options)) : inOrder(matches(state, filter, { sort }), options),
      options,
    );
  }

  async findWithTotal(filter: Filter, options: FindOptions): Promise<{ items: T[]; total: number }> {
    const state = this.state();
    const total = countWithoutTesting(state, filter);
    if (total !== undefined) return { items: await this.find(filter, options), total };
    // The total tests every candidate: the page is taken from the same matches instead of testing them again.
    const found = matches(state, filter, { sort: options.sort });
    return { items: pageOf(inOrder(found, options), options), total: found.docs.length };
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    const state = this.state();
    return countWithoutTesting(state, filter) ?? matches(state, filter).docs.length;
  }

  async replaceOne(filter: Filter, document: T, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const state = this.state();
    const [existing] = matches(state, filter, { limit: 1 }).docs;
    const replacement: Doc = structuredClone(document);
    if (existing) {
      if (replacement._id !== existing._id) {
        throw new Error(`replaceOne in ${this.name} would change the immutable _id ${existing._id}`);
      }
      if (isDeepStrictEqual(existing, replacement)) return { matchedCount: 1, modifiedCount: 0, upsertedId: null };
      this.write(state, existing, replacement);
      return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
    }
    if (!options.upsert) return NO_MATCH;
    this.write(state, undefined, replacement);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: replacement._id };
  }

  async updateOne(filter: Filter, update: UpdateSpec, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const state = this.state();
    const [existing] = matches(state, filter, { limit: 1 }).docs;
    if (existing) {
      const { $setOnInsert: _onlyOnInsert, ...modifier } = update;
      const updated = structuredClone(existing);
      if (modify(updated, modifier).length === 0) return { matchedCount: 1, modifiedCount: 0, upsertedId: null };
      this.write(state, existing, updated);
      return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
    }
    if (!options.upsert) return NO_MATCH;
    // mingo refuses any write to _id, so an _id assigned by the update goes straight into the seed.
    const { $setOnInsert, $set, ...others } = update;
    const { _id: assignedId, ...assignments } = { ...$setOnInsert, ...$set };
    const seed = structuredClone(upsertSeed(filter));
    const id = seed._id ?? assignedId ?? newDocumentId();
    if (typeof id !== 'string') throw new Error(`Documents in ${this.name} need a string _id`);
    const inserted: Doc = { ...seed, _id: id };
    modify(inserted, Object.keys(assignments).length > 0 ? { ...others, $set: assignments } : others);
    this.write(state, undefined, inserted);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: inserted._id };
  }

  async writeBatch(upserts: readonly T[], deleteIds: readonly string[] = []): Promise<void> {
    const state = this.state();
    if (upserts.length + deleteIds.length >= BATCH_REINDEX_THRESHOLD) {
      for (const index of state.indexes.values()) {
        index.sorted = null;
        if (index.spec.unique) continue;
        index.stale = true;
        index.entries.clear();
      }
    }
    // The documents are the caller's to give away (see the port): frozen as they are, not copied.
    for (const document of upserts) this.write(state, state.docs.get(document._id), document);
    for (const id of deleteIds) {
      const doomed = state.docs.get(id);
      if (doomed) this.remove(state, doomed);
    }
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    const state = this.state();
    const [doomed] = matches(state, filter, { limit: 1 }).docs;
    if (doomed) this.remove(state, doomed);
    return { deletedCount: doomed ? 1 : 0 };
  }

  async deleteMany(filter: Filter = {}): Promise<{ deletedCount: number }> {
    const state = this.state();
    const { docs: doomed } = matches(state, filter);
    for (const doc of doomed) this.remove(state, doc);
    return { deletedCount: doomed.length };
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    const state = this.state();
    const fields = Object.keys(spec.keys);
    const sameName = state.indexes.get(spec.name);
    if (sameName) {
      if (sameIndex(sameName.spec, spec)) return;
      throw new Error(`Index ${spec.name} already exists in ${this.name} with different keys or options`);
    }
    const twin = [...state.indexes.values()].find((index) => sameKeys(index.spec, spec));
    if (twin)
      throw new Error(`Index with the keys of ${spec.name} already exists in ${this.name} as ${twin.spec.name}`);

    // Over a large collection (a restored snapshot) a non-unique index starts as a large batch
    // leaves one: built by the first query that uses it, so a start does not build them all.
    const deferred = !spec.unique && state.docs.size >= BATCH_REINDEX_THRESHOLD;
    const index: IndexState = {
      spec: { ...spec, keys: { ...spec.keys } },
      fields,
      entries: new Map(),
      stale: deferred,
      sorted: null,
    };
    if (!deferred)
      for (const doc of state.docs.values()) {
        const keys = indexKeys(fields, doc);
        if (spec.unique) this.assertKeysFree(index, doc._id, keys);
        addEntries(index, doc._id, keys);
      }
    state.indexes.set(spec.name, index);
  }

  /** Checks every unique constraint first, so a rejected write leaves the collection unchanged. */
  private write(state: CollectionState, previous: Doc | undefined, next: Doc): void {
    if (!previous && state.docs.has(next._id)) throw new DuplicateKeyError(this.name, ID_INDEX);
    const changes: { index: IndexState; before: readonly string[]; after: readonly string[] }[] = [];
    for (const index of state.indexes.values()) {
      if (index.stale) continue;
      const before = previous ? indexKeys(index.fields, previous) : [];
      const after = indexKeys(index.fields, next);
      if (sameEntries(before, after)) continue;
      if (index.spec.unique) this.assertKeysFree(index, next._id, after);
      changes.push({ index, before, after });
    }
    for (const { index, before, after } of changes) {
      removeEntries(index, next._id, before);
      addEntries(index, next._id, after);
      if (index.sorted) moveSortedEntry(index, previous, next);
    }
    state.docs.set(next._id, deepFreeze(next));
    this.changed(next._id);
  }

  private remove(state: CollectionState, doc: Doc): void {
    for (const index of state.indexes.values()) {
      if (index.stale) continue;
      removeEntries(index, doc._id, indexKeys(index.fields, doc));
      if (index.sorted) moveSortedEntry(index, doc, undefined);
    }
    state.docs.delete(doc._id);
    this.changed(doc._id);
  }

  private assertKeysFree(index: IndexState, id: string, keys: readonly string[]): void {
    for (const key of keys) {
      for (const holder of holdersOf(index, key)) {
        if (holder !== id) throw new DuplicateKeyError(this.name, index.spec.name);
      }
    }
  }
}

type ScalarKey = null | number | string | boolean;

/** MongoDB's order across scalar types: null (and missing) < numbers < strings < booleans. */
const scalarRank = (value: ScalarKey) =>
  value === null ? 0 : typeof value === 'number' ? 1 : typeof value === 'string' ? 2 : 3;

function compareScalars(a: ScalarKey, b: ScalarKey): number {
  if (a === b) return 0;
  const rankA = scalarRank(a);
  const rankB = scalarRank(b);
  if (rankA !== rankB) return rankA - rankB;
  return (a as number | string | boolean) < (b as number | string | boolean) ? -1 : 1;
}

const isScalarKey = (value: unknown) =>
  value === undefined ||
  value === null ||
  typeof value === 'number' ||
  typeof value === 'string' ||
  typeof value === 'boolean';

/**
 * The number of documents matching `filter` when it is known without testing any: all of them, or
 * the length of an index range that answers the whole filter. With more of the filter to test,
 * counting along a range is no quicker than testing every candidate.
 */
function countWithoutTesting(state: CollectionState, filter: Filter): number | undefined {
  if (Object.keys(filter).length === 0) return state.docs.size;
  const range = indexRange(state, filter);
  return range && Object.keys(range.rest).length === 0 ? range.to - range.from : undefined;
}

/** Where a page ends in the ordered matches (skip + limit; no limit, or 0, means the end). */
const pageEnd = ({ skip, limit }: FindOptions) => (limit ? (skip ?? 0) + limit : Infinity);

/**
 * Stored documents (not copies) matching a filter, in the order of their candidates, and, for a
 * sort on top-level fields, each one's values in those fields, read as it is tested (one row of
 * `sortKeys` per match, a missing value as null; undefined when a value is not a scalar). A list
 * of thousands of matches is walked once: a second walk to read the sort keys would meet each
 * document again after the cache has let it go.
 */
function matches(
  state: CollectionState,
  filter: Filter,
  { limit, sort }: Pick<FindOptions, 'limit' | 'sort'> = {},
): { docs: Doc[]; sortKeys: ScalarKey[] | undefined } {
  const { docs: candidateDocs, rest } = candidates(state, filter);
  // Projections look documents up by _id alone, once per event: that needs no query at all.
  const passes = Object.keys(rest).length > 0 ? matcher(rest) : undefined;
  const sortFields = sort ? Object.keys(sort) : [];
  const width = sortFields.length;
  // A limit of 0 means none, as in MongoDB.
  const wanted = limit || Infinity;
  // Sized for every candidate up front and cut to the matches at the end: grown push by push,
  // the lists of a listing's thousands of matches left several times their size as garbage.
  const capacity = Math.min(Array.isArray(candidateDocs) ? candidateDocs.length : state.docs.size, wanted);
  const docs: Doc[] = new Array(capacity);
  let sortKeys = sortFields.some((field) => field.includes('.')) ? undefined : new Array<ScalarKey>(capacity * width);
  let found = 0;
  const take = (doc: Doc) => {
    if (passes && !passes(doc)) return;
    for (let index = 0; sortKeys && index < width; index += 1) {
      const key = sortValueOf(doc[sortFields[index]!], sort![sortFields[index]!]!);
      if (key !== undefined) sortKeys[found * width + index] = key;
      else sortKeys = undefined;
    }
    docs[found++] = doc;
  };
  // An index loop over a list of candidates: for...of over either a list or the collection's
  // iterator would make an object per document, and the garbage of a listing's thousands of them
  // is what its slowest reads wait for.
  if (Array.isArray(candidateDocs)) {
    for (let index = 0; index < candidateDocs.length && found < wanted; index += 1) take(candidateDocs[index]!);
  } else {
    for (const doc of candidateDocs) {
      if (found >= wanted) break;
      take(doc);
    }
  }
  docs.length = found;
  if (sortKeys) sortKeys.length = found * width;
  return { docs, sortKeys };
}

/**
 * The value a document sorts by in one field, as MongoDB takes it: a scalar (missing as null), or
 * of an array of scalars its smallest element sorting ascending and its largest descending.
 * Undefined for anything else (an empty array, a subdocument, a date), which mingo sorts.
 */
function sortValueOf(value: unknown, direction: 1 | -1): ScalarKey | undefined {
  if (isScalarKey(value)) return (value ?? null) as ScalarKey;
  if (!Array.isArray(value) || value.length === 0 || !value.every(isScalarKey)) return undefined;
  return (
    (value as ScalarKey[]).reduce((best, element) =>
      compareScalars(element ?? null, best ?? null) * direction < 0 ? element : best,
    ) ?? null
  );
}

/** Matches in the order asked for, as far as the page reaches (the rest is left unsorted). */
const inOrder = ({ docs, sortKeys }: ReturnType<typeof matches>, options: FindOptions) =>
  options.sort ? sortDocuments(docs, sortKeys, options.sort, pageEnd(options)) : docs;

/**
 * One page of documents in order, as MongoDB answers it: skipped, limited, and only that page
 * projected. Stored documents are frozen (see write), so they are handed out as they are, not copied.
 */
function pageOf<T>(ordered: Doc[], options: FindOptions): T[] {
  const page = ordered.slice(options.skip ?? 0, pageEnd(options));
  return (options.projection ? projected(page, options.projection) : page) as T[];
}

/**
 * Documents projected as MongoDB does. A projection of top-level fields, all shown or all left
 * out (the _id aside), is applied here; paths, and mixed projections (which MongoDB refuses), go
 * to mingo. Fields left out keep the document's order; fields shown come _id first, then in the
 * projection's order (MongoDB keeps the document's): the same fields and values, and a document's
 * few shown fields are copied without walking all of its fields, as a listing of thousands does.
 */
function projected(docs: Doc[], projection: ProjectionSpec): Doc[] {
  const { _id: idShown, ...others } = projection;
  const shown = new Set(Object.values(others));
  if (Object.keys(projection).some((field) => field.includes('.')) || shown.size > 1)
    return new Query({}).find<Doc>(docs, projection).all();
  // {} and { _id: 0 } leave fields out; { _id: 1 } alone shows the _id only.
  const inclusion = shown.has(1) || (shown.size === 0 && idShown === 1);
  const idKept = idShown !== 0;
  if (inclusion) {
    const fields = [...(idKept ? ['_id'] : []), ...Object.keys(others)];
    return docs.map((doc) => {
      const picked: Doc = {} as Doc;
      for (let index = 0; index < fields.length; index += 1) {
        const field = fields[index]!;
        if (Object.hasOwn(doc, field)) picked[field] = doc[field];
      }
      return picked;
    });
  }
  const left = new Set(Object.keys(others));
  return docs.map((doc) => {
    const picked: Doc = {} as Doc;
    for (const field of Object.keys(doc)) if (field === '_id' ? idKept : !left.has(field)) picked[field] = doc[field];
    return picked;
  });
}

/**
 * Documents in sort order. Sorting on top-level fields of scalars (the common case: a list sorted
 * by a score, a date, the id) compares the keys read as the documents were matched; anything else
 * (paths, subdocuments, Date objects) goes to mingo, which knows MongoDB's rules for them. With a limit
 * far below the number of documents, only the first `wanted` are put in order.
 */
function sortDocuments(docs: Doc[], sortKeys: ScalarKey[] | undefined, sort: SortSpec, wanted = Infinity): Doc[] {
  if (!sortKeys) return new Query({}).find<Doc>(docs).sort(sort).all();
  const directions = Object.values(sort);
  const width = directions.length;
  // Documents are ranked by their positions; equal keys keep the documents' order, as a stable sort would.
  const compare = (a: number, b: number) => {
    for (let index = 0; index < width; index += 1) {
      const order = compareScalars(sortKeys[a * width + index]!, sortKeys[b * width + index]!);
      if (order !== 0) return order * directions[index]!;
    }
    return a - b;
  };
  const positions = docs.map((_, position) => position);
  const ordered = wanted < docs.length / 4 ? firstInOrder(positions, wanted, compare) : positions.sort(compare);
  return ordered.map((position) => docs[position]!);
}

/**
 * The `count` first items in order, sorted, without sorting the rest: a page of a long list costs
 * one pass with a small max-heap of the best items so far.
 */
function firstInOrder<T>(items: T[], count: number, compare: (a: T, b: T) => number): T[] {
  const heap: T[] = [];
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let child = heap.length - 1; child > 0;) {
        const parent = (child - 1) >> 1;
        if (compare(heap[child]!, heap[parent]!) <= 0) break;
        swap(child, parent);
        child = parent;
      }
    } else if (count > 0 && compare(item, heap[0]!) < 0) {
      heap[0] = item;
      for (let parent = 0; ;) {
        const left = parent * 2 + 1;
        const right = left + 1;
        let largest = parent;
        if (left < heap.length && compare(heap[left]!, heap[largest]!) > 0) largest = left;
        if (right < heap.length && compare(heap[right]!, heap[largest]!) > 0) largest = right;
        if (largest === parent) break;
        swap(parent, largest);
        parent = largest;
      }
    }
  }
  return heap.sort(compare);
}

/** A test of the whole filter: the direct conditions checked in place, mingo for the rest. */
function matcher(filter: Filter): (doc: Doc) => boolean {
  const { direct, rest } = splitDirectConditions(filter);
  const query = Object.keys(rest).length > 0 ? new Query(rest) : undefined;
  return (doc) => passesAll(direct, doc) && (!query || query.test(doc));
}

/**
 * The part of an index that answers a filter, and a sort if given, without looking at any other
 * document (MongoDB's equality-then-sort rule): the filter pins the index's leading fields to
 * scalar values, and the sort is on the fields after them, in the index's directions or all
 * reversed; a last `_id` key must follow the walk, since ties are in _id order. Of several, the
 * one with the fewest entries. Undefined when no index fits, for an _id lookup, and when an index
 * the filter pins entirely holds fewer documents (to test, and sort, than the range has to walk).
 */
function indexRange(state: CollectionState, filter: Filter, sort?: SortSpec): IndexRange | undefined {
  if (filter._id !== undefined) return undefined;
  let best: IndexRange | undefined;
  for (const index of state.indexes.values()) {
    const pinned: ScalarKey[] = [];
    for (const field of index.fields) {
      const value = scalarEquality(filter[field]);
      if (value === undefined || Number.isNaN(value)) break;
      pinned.push(value);
    }
    const reverse = sort ? walksBackward(index, pinned.length, sort) : pinned.length > 0 ? false : undefined;
    if (reverse === undefined) continue;
    const sorted = sortedEntries(index, state);
    if (!sorted) continue;
    const from = firstPassing(sorted, (entry) => compareKeys(index, entry.key, pinned) >= 0);
    const to = firstPassing(sorted, (entry) => compareKeys(index, entry.key, pinned) > 0);
    if (best && best.to - best.from <= to - from) continue;
    const pinnedFields = index.fields.slice(0, pinned.length);
    const rest = Object.fromEntries(Object.entries(filter).filter(([field]) => !pinnedFields.includes(field)));
    best = { sorted, from, to, reverse, rest };
  }
  if (!best) return undefined;
  const fewest = Math.min(...pinnedIndexes(state, filter).map(({ holders }) => countOf(holders)));
  return fewest < best.to - best.from ? undefined : best;
}

/**
 * Whether an index whose first `pinnedCount` fields the filter pins gives the sort's order walking
 * backward (true) or forward (false); undefined when it does not give it.
 */
function walksBackward(index: IndexState, pinnedCount: number, sort: SortSpec): boolean | undefined {
  const pinnedFields = index.fields.slice(0, pinnedCount);
  // A pinned field holds one value: sorting on it changes nothing.
  const keys = Object.entries(sort).filter(([field]) => !pinnedFields.includes(field));
  const idDirection = keys.at(-1)?.[0] === '_id' ? keys.pop()![1] : undefined;
  const rest = index.fields.slice(pinnedCount);
  if (keys.length !== rest.length || keys.some(([field], position) => field !== rest[position])) return undefined;
  const directions = new Set(keys.map(([field, direction]) => direction * index.spec.keys[field]!));
  if (idDirection !== undefined) directions.add(idDirection);
  return directions.size > 1 ? undefined : directions.has(-1);
}

/** The documents of an index range, in its order, that pass the rest of the filter; the first `wanted` of them. */
function inRange(state: CollectionState, { sorted, from, to, reverse, rest }: IndexRange, wanted = Infinity): Doc[] {
  const matches = Object.keys(rest).length > 0 ? matcher(rest) : undefined;
  const found: Doc[] = [];
  for (let step = 0; step < to - from && found.length < wanted; step++) {
    const doc = state.docs.get(sorted[reverse ? to - 1 - step : from + step]!.id)!;
    if (!matches || matches(doc)) found.push(doc);
  }
  return found;
}

/** The index's order, built now if no read needed it since it was last dropped; null when a document has no place in it. */
function sortedEntries(index: IndexState, state: CollectionState): SortedEntry[] | null {
  if (index.sorted) return index.sorted;
  // From now on the writes keep the order, and they skip a stale index.
  if (index.stale) reindex(index, state.docs.values());
  const entries: SortedEntry[] = [];
  for (const doc of state.docs.values()) {
    const key = sortedKeyOf(index, doc);
    if (!key) return null;
    entries.push({ key, id: doc._id });
  }
  index.sorted = entries.sort((a, b) => compareEntries(index, a, b));
  return index.sorted;
}

/** Keeps an index's order true to a write: the previous version's entry leaves, the next one's (if any) takes its place. */
function moveSortedEntry(index: IndexState, previous: Doc | undefined, next: Doc | undefined): void {
  const sorted = index.sorted!;
  const positionOf = (entry: SortedEntry) => firstPassing(sorted, (other) => compareEntries(index, other, entry) >= 0);
  // While the order exists, every document has a place in it.
  if (previous) sorted.splice(positionOf({ key: sortedKeyOf(index, previous)!, id: previous._id }), 1);
  if (!next) return;
  const key = sortedKeyOf(index, next);
  if (!key) {
    index.sorted = null;
    return;
  }
  const entry = { key, id: next._id };
  sorted.splice(positionOf(entry), 0, entry);
}

/** A document's values in an index's fields when each is a scalar in a top-level field (a missing one counts as null). */
function sortedKeyOf(index: IndexState, doc: Doc): ScalarKey[] | null {
  const key: ScalarKey[] = [];
  for (const field of index.fields) {
    const value = doc[field];
    if (field.includes('.') || !isScalarKey(value) || Number.isNaN(value)) return null;
    key.push((value ?? null) as ScalarKey);
  }
  return key;
}

function compareEntries(index: IndexState, a: SortedEntry, b: SortedEntry): number {
  return compareKeys(index, a.key, b.key) || (a.id === b.id ? 0 : a.id < b.id ? -1 : 1);
}

/** Compares a key with `prefix` (as many values, or fewer: the leading fields) in the index's directions. */
function compareKeys(index: IndexState, key: readonly ScalarKey[], prefix: readonly ScalarKey[]): number {
  for (let position = 0; position < prefix.length; position++) {
    const order = compareScalars(key[position]!, prefix[position]!);
    if (order !== 0) return order * index.spec.keys[index.fields[position]!]!;
  }
  return 0;
}

/** The first position whose entry passes `test`, which every entry after a passing one also passes. */
function firstPassing(sorted: readonly SortedEntry[], test: (entry: SortedEntry) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (test(sorted[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Applies update operators in place; returns the paths that changed (none when nothing did). */
function modify(doc: Doc, modifier: UpdateSpec): string[] {
  // Deep clone so later mutation of the caller's update values cannot reach the stored document.
  return applyUpdate(doc, modifier as Modifier<Doc>, undefined, undefined, { cloneMode: 'deep' });
}

function sameIndex(a: IndexSpec, b: IndexSpec): boolean {
  return sameKeys(a, b) && Boolean(a.unique) === Boolean(b.unique);
}

/** Same fields in the same order and directions. */
function sameKeys(a: IndexSpec, b: IndexSpec): boolean {
  return isDeepStrictEqual(Object.entries(a.keys), Object.entries(b.keys));
}

function idsFromFilter(condition: unknown): string[] | undefined {
  const id = scalarEquality(condition);
  if (typeof id === 'string') return [id];
  if (isPlainObject(condition) && Object.keys(condition).length === 1 && Array.isArray(condition.$in)) {
    const ids = condition.$in;
    if (ids.every((value): value is string => typeof value === 'string')) return ids;
  }
  return undefined;
}

/**
 * The documents a filter can match, and the part of it they still have to pass: by _id, or the
 * documents held by every index whose every field the filter pins to one scalar value (those
 * equalities are then answered: an index key holds a field's value or each of its elements, which
 * is MongoDB's equality); otherwise the whole collection and the whole filter.
 */
function candidates(state: CollectionState, filter: Filter): { docs: Iterable<Doc>; rest: Filter } {
  const byId = idsFromFilter(filter._id);
  if (byId) {
    const { _id: _answered, ...rest } = filter;
    const docs: Doc[] = [];
    for (const id of new Set(byId)) {
      const doc = state.docs.get(id);
      if (doc) docs.push(doc);
    }
    return { docs, rest };
  }
  const pinned = pinnedIndexes(state, filter).sort((a, b) => countOf(a.holders) - countOf(b.holders));
  if (pinned.length === 0) return { docs: state.docs.values(), rest: filter };
  const [fewest, ...others] = pinned.map(({ holders }) => holders);
  const heldByAll = (id: string) =>
    others.every((holders) => (typeof holders === 'string' ? holders === id : holders.has(id)));
  // Sized up front, cut at the end; forEach rather than for...of, whose iterator makes an object
  // per id: a listing's candidates are thousands, and so would be its garbage.
  const docs: Doc[] = new Array(countOf(fewest!));
  let held = 0;
  (typeof fewest === 'string' ? [fewest] : fewest!).forEach((id) => {
    if (heldByAll(id)) docs[held++] = state.docs.get(id)!;
  });
  docs.length = held;
  const answered = new Set(pinned.flatMap(({ index }) => index.fields));
  return { docs, rest: Object.fromEntries(Object.entries(filter).filter(([field]) => !answered.has(field))) };
}

/**
 * The indexes whose every field the filter pins to a scalar value, with the ids their entry for
 * those values holds. Top-level fields only: on a path with a numeric segment, index keys and
 * MongoDB's reading of the path part ways, so such an index is left to the filter test.
 */
function pinnedIndexes(state: CollectionState, filter: Filter): { index: IndexState; holders: Holders }[] {
  const pinned: { index: IndexState; holders: Holders }[] = [];
  for (const index of state.indexes.values()) {
    if (index.fields.some((field) => field.includes('.'))) continue;
    const values = index.fields.map((field) => scalarEquality(filter[field]));
    if (!values.every((value) => value !== undefined && !Number.isNaN(value))) continue;
    if (index.stale) reindex(index, state.docs.values());
    pinned.push({ index, holders: index.entries.get(encodeTuple(values)) ?? NO_HOLDERS });
  }
  return pinned;
}

/** A condition checked without mingo: `field: scalar` or `field: { $regex: 'pattern' }` on a top-level field. */
interface DirectCondition {
  field: string;
  test: (fieldValue: unknown) => boolean;
}

/** Whether a document passes every direct condition: a plain loop, as it runs for each candidate of a listing. */
function passesAll(conditions: readonly DirectCondition[], doc: Record<string, unknown>): boolean {
  for (let index = 0; index < conditions.length; index += 1) {
    const { field, test } = conditions[index]!;
    if (!test(doc[field])) return false;
  }
  return true;
}

/**
 * Splits off the conditions a hot listing filter is mostly made of (equalities, number ranges, lists
 * of values and plain patterns on top-level fields, also inside `$and`), checked directly; mingo
 * evaluates the rest.
 */
function splitDirectConditions(filter: Filter): { direct: DirectCondition[]; rest: Filter } {
  const direct: DirectCondition[] = [];
  const rest: Filter = {};
  for (const [field, condition] of Object.entries(filter)) {
    const split =
      field === '$and' && Array.isArray(condition)
        ? condition.map((part) => splitDirectConditions(part as Filter))
        : undefined;
    const own = field.startsWith('$') || field.includes('.') ? undefined : directTest(condition);
    if (split && split.every((part) => Object.keys(part.rest).length === 0))
      direct.push(...split.flatMap((part) => part.direct));
    else if (own) direct.push({ field, test: own });
    else rest[field] = condition;
  }
  return { direct, rest };
}

function directTest(condition: unknown): ((fieldValue: unknown) => boolean) | undefined {
  if (
    typeof condition === 'string' ||
    typeof condition === 'boolean' ||
    (typeof condition === 'number' && !Number.isNaN(condition))
  ) {
    return (fieldValue) => holdsValue(fieldValue, condition);
  }
  if (isPlainObject(condition) && isNumberRange(condition)) {
    const bounds = Object.entries(condition).map(([operator, bound]) => RANGE_TESTS[operator]!(bound as number));
    // As in MongoDB: on an array, each bound may be met by a different element.
    const holds = (test: (value: unknown) => boolean, fieldValue: unknown) =>
      test(fieldValue) || (Array.isArray(fieldValue) && fieldValue.some(test));
    if (bounds.length === 1) return (fieldValue) => holds(bounds[0]!, fieldValue);
    return (fieldValue) => bounds.every((test) => holds(test, fieldValue));
  }
  if (isPlainObject(condition) && Object.keys(condition).length === 1 && isPlainObject(condition.$elemMatch)) {
    const { direct, rest } = splitDirectConditions(condition.$elemMatch);
    const onElements =
      Object.keys(condition.$elemMatch).every((field) => !field.startsWith('$')) && Object.keys(rest).length === 0;
    if (!onElements || direct.length === 0) return undefined;
    const elementMatches = (element: unknown) => isDocument(element) && passesAll(direct, element);
    return (fieldValue) => Array.isArray(fieldValue) && fieldValue.some(elementMatches);
  }
  if (isPlainObject(condition) && isScalarSetCondition(condition)) {
    // As in MongoDB: $in holds when the field (or an element of it) equals a listed value, $nin when none does.
    const tests = Object.entries(condition).map(([operator, values]) => {
      // A set: a listing's "any of these 30 zones" is tested against every candidate.
      const listed = new Set(values as (string | number | boolean)[]);
      const holdsAny = (fieldValue: unknown) => {
        if (listed.has(fieldValue as string)) return true;
        if (!Array.isArray(fieldValue)) return false;
        // A plain loop, no callback per element: a zone search tests every pro's zone keys.
        for (let index = 0; index < fieldValue.length; index += 1) if (listed.has(fieldValue[index])) return true;
        return false;
      };
      return operator === '$in' ? holdsAny : (fieldValue: unknown) => !holdsAny(fieldValue);
    });
    return (fieldValue) => tests.every((test) => test(fieldValue));
  }
  if (isPlainObject(condition) && Object.keys(condition).length === 1 && typeof condition.$regex === 'string') {
    const pattern = new RegExp(condition.$regex);
    // As in MongoDB: a string field that matches, or an array holding one.
    const matches = (value: unknown) => typeof value === 'string' && pattern.test(value);
    return (fieldValue) => matches(fieldValue) || (Array.isArray(fieldValue) && fieldValue.some(matches));
  }
  return undefined;
}

/** Each range operator's test of a field value (only numbers compare) against its bound. */
const RANGE_TESTS: Record<string, (bound: number) => (value: unknown) => boolean> = {
  $gt: (bound) => (value) => typeof value === 'number' && value > bound,
  $gte: (bound) => (value) => typeof value === 'number' && value >= bound,
  $lt: (bound) => (value) => typeof value === 'number' && value < bound,
  $lte: (bound) => (value) => typeof value === 'number' && value <= bound,
};

/**
 * Whether an array element is a document whose fields a condition can test. Any other object
 * (a Date, an array) holds no field a direct condition could match, so this cheaper test than
 * isPlainObject gives the same answers.
 */
const isDocument = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ $in: [...] }`, `{ $in: [...], $nin: [...] }`: lists of strings, numbers and booleans only (not null, which also matches a missing field). */
function isScalarSetCondition(condition: Record<string, unknown>): boolean {
  const entries = Object.entries(condition);
  return (
    entries.length > 0 &&
    entries.every(
      ([operator, values]) =>
        (operator === '$in' || operator === '$nin') &&
        Array.isArray(values) &&
        values.every(
          (value) =>
            typeof value === 'string' ||
            typeof value === 'boolean' ||
            (typeof value === 'number' && !Number.isNaN(value)),
        ),
    )
  );
}

/** `{ $gte: 4 }`, `{ $gt: 1, $lte: 9 }`: range operators with finite number bounds only. */
function isNumberRange(condition: Record<string, unknown>): boolean {
  const entries = Object.entries(condition);
  return (
    entries.length > 0 &&
    entries.every(
      ([operator, bound]) =>
        Object.hasOwn(RANGE_TESTS, operator) && typeof bound === 'number' && Number.isFinite(bound),
    )
  );
}

/** MongoDB equality on a field: the value itself, or an array holding it. */
function holdsValue(fieldValue: unknown, value: string | number | boolean): boolean {
  return fieldValue === value || (Array.isArray(fieldValue) && fieldValue.includes(value));
}

/** The value of `field: scalar` or `field: { $eq: scalar }`; undefined for any other condition. */
function scalarEquality(condition: unknown): string | number | boolean | undefined {
  const value = isPlainObject(condition) && Object.keys(condition).length === 1 ? condition.$eq : condition;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

/** Index keys are distinct within one document, so equal lengths and inclusion mean the same keys. */
function sameEntries(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key) => b.includes(key));
}

function reindex(index: IndexState, docs: Iterable<Doc>): void {
  for (const doc of docs) addEntries(index, doc._id, indexKeys(index.fields, doc));
  index.stale = false;
}

/** The ids an index entry holds: one id as itself, several as a Set. */
type Holders = string | ReadonlySet<string>;
const NO_HOLDERS: Holders = new Set();
const countOf = (holders: Holders) => (typeof holders === 'string' ? 1 : holders.size);

function holdersOf(index: IndexState, key: string): readonly string[] {
  const holders = index.entries.get(key);
  return holders === undefined ? [] : typeof holders === 'string' ? [holders] : [...holders];
}

function addEntries(index: IndexState, id: string, keys: readonly string[]): void {
  for (const key of keys) {
    const holders = index.entries.get(key);
    if (holders === undefined) index.entries.set(key, id);
    else if (typeof holders !== 'string') holders.add(id);
    else if (holders !== id) index.entries.set(key, new Set([holders, id]));
  }
}

function removeEntries(index: IndexState, id: string, keys: readonly string[]): void {
  for (const key of keys) {
    const holders = index.entries.get(key);
    if (holders === id) index.entries.delete(key);
    else if (typeof holders === 'object' && holders.delete(id) && holders.size === 1)
      index.entries.set(key, holders.values().next().value!);
  }
}

/**
 * A document's keys in an index, as MongoDB forms them: an array field contributes one key per
 * element (multikey), a missing field counts as null, compound keys combine every value.
 */
function indexKeys(fields: string[], doc: Doc): readonly string[] {
  // The usual index, on top-level scalar fields, has one key: no path walk, no tuples.
  if (fields.every((field) => !field.includes('.') && isScalarKey(doc[field])))
    return [fields.map((field) => encodeValue(doc[field])).join(',')];
  let tuples: unknown[][] = [[]];
  for (const field of fields) {
    const found = valuesAtPath(doc, field.split('.'));
    const values = found.length > 0 ? found : [null];
    tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
  }
  return [...new Set(tuples.map(encodeTuple))];
}

function valuesAtPath(value: unknown, segments: string[]): unknown[] {
  const [head, ...rest] = segments;
  if (head === undefined) return Array.isArray(value) && value.length > 0 ? value : [value];
  if (Array.isArray(value)) {
    // A path through an array reaches into each element, and a numeric segment also names a position.
    const position = /^\d+$/.test(head) && Number(head) < value.length ? valuesAtPath(value[Number(head)], rest) : [];
    const fromElements = value.flatMap((element) => (isPlainObject(element) ? valuesAtPath(element, segments) : []));
    return [...position, ...fromElements];
  }
  if (isPlainObject(value) && Object.hasOwn(value, head)) return valuesAtPath(value[head], rest);
  return [];
}

function encodeTuple(values: unknown[]): string {
  return values.map(encodeValue).join(',');
}

/** A canonical string for an index key: equal values (by MongoDB's rules, key order included) encode alike. */
function encodeValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return `{"$date":${value.getTime()}}`;
  if (Array.isArray(value)) return `[${value.map(encodeValue).join(',')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, field]) => `${JSON.stringify(key)}:${encodeValue(field)}`)
      .join(',')}}`;
  }
  if (typeof value === 'bigint') return `${value}n`;
  return JSON.stringify(value) ?? String(value);
}
