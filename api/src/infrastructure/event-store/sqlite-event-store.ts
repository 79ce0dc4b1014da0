import type { Database, Statement } from 'better-sqlite3';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type StoredEvent,
  type Subscription,
  WrongExpectedRevisionError,
} from '@gp/shared/server';
import { reportSubscriptionError } from './report-subscription-error';

export interface SqliteEventStoreOptions {
  /**
   * Appends made through this store wake its subscriptions at once. Appends made through another
   * connection to the same file (another process) are noticed by re-checking at this interval.
   */
  foreignAppendCheckMs?: number;
}

/**
 * An event's row as better-sqlite3's raw mode returns it: its values in EVENT_COLUMNS order, with no
 * object made per row, which takes 40 % off the time a replay spends reading the log.
 */
type EventRow = [
  position: number,
  streamId: string,
  revision: number,
  eventId: string,
  type: string,
  data: string,
  metadata: string,
  recordedAt: string,
];
const EVENT_COLUMNS = 'position, stream_id, revision, event_id, type, data, metadata, recorded_at';

interface SerializedEvent {
  id: string;
  type: string;
  data: string;
  metadata: string;
}

/** Rows read per query by readAll and subscriptions: bounds memory whatever the log's size. */
const PAGE_SIZE = 500;
const DEFAULT_FOREIGN_APPEND_CHECK_MS = 1_000;

/** The event log's table, exported so the bench's raw-SQLite baseline writes to the very same shape. */
export const EVENT_LOG_SCHEMA = `
  CREATE TABLE IF NOT EXISTS event_log (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    event_id TEXT NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    deleted INTEGER NOT NULL DEFAULT 0,
    UNIQUE (stream_id, revision)
  ) STRICT;
  CREATE INDEX IF NOT EXISTS event_log_by_event_id ON event_log (stream_id, event_id);
`;

/**
 * The embedded EventStore: one SQLite table whose AUTOINCREMENT rowid is the global position
 * (never reused, so strictly increasing even after deletions).
 *
 * Deletion is soft, as in KurrentDB: the rows stay on disk flagged `deleted`, readStream and
 * readAll no longer return them, and the stream keeps its last revision, so a later append
 * continues the numbering (and `no_stream` keeps failing for it).
 *
 * The Database handle is shared with the key-value store and the job queue, so close() ends this
 * store's subscriptions but leaves the handle to whoever opened it.
 */
export class SqliteEventStore implements EventStore {
  private readonly statements: {
    lastRevision: Statement<[string], { revision: number | null }>;
    eventsFrom: Statement<[string, number, number], { event_id: string; revision: number; position: number }>;
    revisionOfId: Statement<[string, string], { revision: number }>;
    insert: Statement<[string, number, string, string, string, string, string], never>;
    readStream: Statement<[string], EventRow>;
    readAllPage: Statement<[number, number], EventRow>;
    deleteStream: Statement<[string], never>;
    head: Statement<[], { position: number | null }>;
  };
  private readonly appendTransaction: (
    streamId: string,
    events: SerializedEvent[],
    expected: ExpectedRevision,
  ) => AppendResult;
  private readonly foreignAppendCheckMs: number;
  /** Subscriptions waiting for the next append. */
  private readonly waiters = new Set<() => void>();
  private readonly subscriptions = new Set<SqliteSubscription>();

  constructor(
    private readonly db: Database,
    options: SqliteEventStoreOptions = {},
  ) {
    this.foreignAppendCheckMs = options.foreignAppendCheckMs ?? DEFAULT_FOREIGN_APPEND_CHECK_MS;
    db.exec(EVENT_LOG_SCHEMA);
    this.statements = {
      lastRevision: db.prepare('SELECT MAX(revision) AS revision FROM event_log WHERE stream_id = ?'),
      eventsFrom: db.prepare(
        'SELECT event_id, revision, position FROM event_log WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?',
      ),
      revisionOfId: db.prepare('SELECT revision FROM event_log WHERE stream_id = ? AND event_id = ?'),
      insert: db.prepare(
        'INSERT INTO event_log (stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      readStream: db
        .prepare<[string], EventRow>(
          `SELECT ${EVENT_COLUMNS} FROM event_log WHERE stream_id = ? AND deleted = 0 ORDER BY revision`,
        )
        .raw(),
      readAllPage: db
        .prepare<[number, number], EventRow>(
          `SELECT ${EVENT_COLUMNS} FROM event_log WHERE position > ? AND deleted = 0 ORDER BY position LIMIT ?`,
        )
        .raw(),
      deleteStream: db.prepare('UPDATE event_log SET deleted = 1 WHERE stream_id = ? AND deleted = 0'),
      head: db.prepare('SELECT MAX(position) AS position FROM event_log WHERE deleted = 0'),
    };
    // IMMEDIATE takes the write lock before reading the stream's revision, so a writer on another
    // connection cannot slip in between the expectation check and the insert.
    const append = db.transaction(this.appendWithinTransaction.bind(this));
    this.appendTransaction = (streamId, events, expected) => append.immediate(streamId, events, expected);
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`Stream ${streamId}: nothing to append`);
    const serialized = events.map(serialize);
    const result = this.appendTransaction(streamId, serialized, options.expectedRevision);
    this.wakeSubscriptions();
    return result;
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    return this.statements.readStream.all(streamId).map(toStoredEvent);
  }

  async *readAll(options: ReadAllOptions = {}): AsyncIterable<StoredEvent> {
    let after = options.after ?? 0;
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    while (remaining > 0) {
      // Paged rather than one open cursor: better-sqlite3 forbids other statements on the
      // connection while an iterator is open, and the consumer may await anything between events.
      const page = this.readPage(after, Math.min(PAGE_SIZE, remaining));
      for (const event of page) yield event;
      const last = page.at(-1);
      if (!last) return;
      after = last.position;
      remaining -= page.length;
    }
  }

  subscribeToAll(
    options: { after?: number; onError?: (error: unknown) => void },
    handler: (event: StoredEvent) => Promise<void>,
  ): Subscription {
    const subscription = new SqliteSubscription({
      after: options.after ?? 0,
      handler,
      onError: options.onError ?? reportSubscriptionError,
      readPage: (after) => this.readPage(after, PAGE_SIZE),
      waitForAppend: () => this.waitForAppend(),
      onClosed: () => this.subscriptions.delete(subscription),
    });
    this.subscriptions.add(subscription);
    subscription.start();
    return subscription;
  }

  async deleteStream(streamId: string): Promise<void> {
    this.statements.deleteStream.run(streamId);
  }

  async headPosition(): Promise<number> {
    return this.statements.head.get()?.position ?? 0;
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
  }

  private appendWithinTransaction(
    streamId: string,
    events: SerializedEvent[],
    expected: ExpectedRevision,
  ): AppendResult {
    const lastRevision = this.statements.lastRevision.get(streamId)?.revision ?? null;
    const alreadyStored = this.findIdempotentRetry(streamId, events, expected, lastRevision);
    if (alreadyStored) return alreadyStored;
    checkExpectation(streamId, expected, lastRevision);

    const recordedAt = new Date().toISOString();
    const firstRevision = lastRevision === null ? 0 : lastRevision + 1;
    let position = 0;
    events.forEach((event, index) => {
      const inserted = this.statements.insert.run(
        streamId,
        firstRevision + index,
        event.id,
        event.type,
        event.data,
        event.metadata,
        recordedAt,
      );
      position = Number(inserted.lastInsertRowid);
    });
    return { nextExpectedRevision: firstRevision + events.length - 1, position };
  }

  /**
   * A retried command carries the same event ids. When they are already stored, in order, where
   * this append would have put them, the original result is returned and nothing is written.
   * With `any`/`stream_exists` there is no revision to look at, so the first id locates them.
   */
  private findIdempotentRetry(
    streamId: string,
    events: SerializedEvent[],
    expected: ExpectedRevision,
    lastRevision: number | null,
  ): AppendResult | null {
    if (lastRevision === null) return null;
    const firstId = events[0]!.id;
    const start =
      typeof expected === 'number'
        ? expected + 1
        : expected === 'no_stream'
          ? 0
          : this.statements.revisionOfId.get(streamId, firstId)?.revision;
    if (start === undefined) return null;

    const stored = this.statements.eventsFrom.all(streamId, start, events.length);
    const storedIds = stored.map((row) => row.event_id);
    const matches = storedIds.length === events.length && events.every((event, index) => event.id === storedIds[index]);
    if (matches) {
      const last = stored.at(-1)!;
      return { nextExpectedRevision: last.revision, position: last.position };
    }
    if (expected === 'any' || expected === 'stream_exists') {
      // The first event is stored but the rest differ: a retry that no longer matches, never a new write.
      throw new WrongExpectedRevisionError(streamId, expected, lastRevision);
    }
    return null;
  }

  private readPage(after: number, limit: number): StoredEvent[] {
    return this.statements.readAllPage.all(after, limit).map(toStoredEvent);
  }

  private wakeSubscriptions(): void {
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiting) wake();
  }

  /** Resolves on the next append through this store, or after the foreign-append check interval. */
  private waitForAppend(): { promise: Promise<void>; cancel: () => void } {
    let wake!: () => void;
    const promise = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const settle = (): void => {
      clearTimeout(timer);
      this.waiters.delete(settle);
      wake();
    };
    const timer = setTimeout(settle, this.foreignAppendCheckMs);
    timer.unref();
    this.waiters.add(settle);
    return { promise, cancel: settle };
  }
}

interface SubscriptionParts {
  after: number;
  handler: (event: StoredEvent) => Promise<void>;
  onError: (error: unknown) => void;
  readPage: (after: number) => StoredEvent[];
  waitForAppend: () => { promise: Promise<void>; cancel: () => void };
  onClosed: () => void;
}

/** Reads pages from the table after its position; when it runs dry it waits for the next append. */
class SqliteSubscription implements Subscription {
  private closed = false;
  private running: Promise<void> = Promise.resolve();
  private cancelWait: (() => void) | undefined;

  constructor(private readonly parts: SubscriptionParts) {}

  start(): void {
    this.running = this.run();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.cancelWait?.();
    await this.running;
  }

  private async run(): Promise<void> {
    let after = this.parts.after;
    try {
      while (!this.closed) {
        const page = this.parts.readPage(after);
        if (page.length === 0) {
          // Registered synchronously after the empty read: an append cannot fall in between.
          const wait = this.parts.waitForAppend();
          this.cancelWait = wait.cancel;
          await wait.promise;
          continue;
        }
        for (const event of page) {
          if (this.closed) break;
          await this.parts.handler(event);
          after = event.position;
        }
      }
    } catch (error) {
      this.closed = true;
      this.parts.onError(error);
    } finally {
      this.parts.onClosed();
    }
  }
}

function checkExpectation(streamId: string, expected: ExpectedRevision, lastRevision: number | null): void {
  const satisfied =
    expected === 'any' ||
    (expected === 'no_stream' && lastRevision === null) ||
    (expected === 'stream_exists' && lastRevision !== null) ||
    expected === lastRevision;
  if (!satisfied) throw new WrongExpectedRevisionError(streamId, expected, lastRevision ?? 'no_stream');
}

function serialize(event: EventToAppend): SerializedEvent {
  const data = JSON.stringify(event.data);
  if (data === undefined) throw new TypeError(`Event ${event.id} (${event.type}): data is not JSON-serializable`);
  return { id: event.id, type: event.type, data, metadata: JSON.stringify(event.metadata) };
}

function toStoredEvent([position, streamId, revision, id, type, data, metadata, recordedAt]: EventRow): StoredEvent {
  return {
    id,
    type,
    data: JSON.parse(data) as unknown,
    metadata: JSON.parse(metadata) as EventMetadata,
    streamId,
    revision,
    position,
    recordedAt,
  };
}
