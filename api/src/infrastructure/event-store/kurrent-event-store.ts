import {
  ANY,
  type AllStreamSubscription,
  type AppendStreamState,
  BACKWARDS,
  type CurrentStreamState,
  END,
  type EventData,
  eventTypeFilter,
  excludeSystemEvents,
  isMetastream,
  jsonEvent,
  type JSONType,
  KurrentDBClient,
  NO_STREAM,
  originalStreamOf,
  type ReadPosition,
  type RecordedEvent,
  START,
  STREAM_EXISTS,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
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

/** The event type KurrentDB writes into `$$<stream>` when a stream's metadata changes (soft delete included). */
const METADATA_EVENT_TYPE = '$metadata';
/** Our events plus metadata changes, which subscriptions need to notice deletions. */
const USER_EVENTS_AND_METADATA = '^([^$]|\\$metadata$)';
/** Streams whose deletion state a reader remembers; bounds memory on long subscriptions. */
const MAX_REMEMBERED_STREAMS = 10_000;

/**
 * The production EventStore on KurrentDB (the successor of EventStoreDB).
 *
 * Positions: KurrentDB's $all position is a pair (commit, prepare) of transaction-log offsets.
 * Our numeric `position` is the *prepare* offset: it belongs to one event alone and grows in log
 * order, whereas events appended together may share a commit offset. Events written by ordinary
 * appends are committed implicitly, so their commit offset equals their prepare offset and
 * `{ commit: p, prepare: p }` addresses the event at `p` exactly; reads from there are inclusive,
 * so the event at `after` is skipped to make `after` exclusive.
 *
 * Deletion is a soft delete: KurrentDB sets the stream's truncate-before, reads of the stream
 * stop returning the events, but $all keeps them until a scavenge. readAll, subscribeToAll and
 * headPosition therefore drop events below their stream's truncate-before themselves.
 */
export class KurrentEventStore implements EventStore {
  private readonly subscriptions = new Set<KurrentSubscription>();

  constructor(private readonly client: KurrentDBClient) {}

  /** `url` is a `kurrentdb://` or `esdb://` connection string. */
  static connect(url: string): KurrentEventStore {
    return new KurrentEventStore(KurrentDBClient.connectionString(url));
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`Stream ${streamId}: nothing to append`);
    const expected = options.expectedRevision;
    try {
      // An idempotent retry (same ids after the expected revision) is recognised by the server.
      const result = await this.client.appendToStream(streamId, events.map(toEventData), {
        streamState: toStreamState(expected),
      });
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        position: await this.positionOfRevision(streamId, result.nextExpectedRevision),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expected, toActualRevision(error.actualState));
      }
      throw error;
    }
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId)) {
        if (resolved.event) events.push(toStoredEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return [];
      throw error;
    }
    return events;
  }

  async *readAll(options: ReadAllOptions = {}): AsyncIterable<StoredEvent> {
    const { after } = options;
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    if (remaining <= 0) return;
    const deletions = new DeletedStreams(this.client);
    const source = this.client.readAll({ fromPosition: startingAfter(after), filter: excludeSystemEvents() });
    for await (const resolved of source) {
      const event = resolved.event;
      if (!event || !isUserEvent(event)) continue;
      const stored = toStoredEvent(event);
      if (after !== undefined && stored.position <= after) continue;
      if (await deletions.hides(event)) continue;
      yield stored;
      remaining -= 1;
      if (remaining === 0) return;
    }
  }

  subscribeToAll(
    options: { after?: number; onError?: (error: unknown) => void },
    handler: (event: StoredEvent) => Promise<void>,
  ): Subscription {
    const source = this.client.subscribeToAll({
      fromPosition: startingAfter(options.after),
      filter: eventTypeFilter({ regex: USER_EVENTS_AND_METADATA }),
    });
    const subscription = new KurrentSubscription(source, new DeletedStreams(this.client), {
      after: options.after,
      handler,
      onError: options.onError ?? reportSubscriptionError,
      onClosed: () => this.subscriptions.delete(subscription),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async deleteStream(streamId: string): Promise<void> {
    try {
      await this.client.deleteStream(streamId);
    } catch (error) {
      if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return;
      throw error;
    }
  }

  async headPosition(): Promise<number> {
    const deletions = new DeletedStreams(this.client);
    const newestFirst = this.client.readAll({ direction: BACKWARDS, fromPosition: END, filter: excludeSystemEvents() });
    for await (const resolved of newestFirst) {
      const event = resolved.event;
      if (event && isUserEvent(event) && !(await deletions.hides(event))) return toStoredEvent(event).position;
    }
    return 0;
  }

  async ping(): Promise<void> {
    for await (const _event of this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })) break;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  /**
   * The append response carries the commit offset of the write, which does not name one event.
   * Reading the last appended event back by its revision gives its own prepare offset.
   */
  private async positionOfRevision(streamId: string, revision: bigint): Promise<number> {
    for await (const resolved of this.client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      if (resolved.event) return toStoredEvent(resolved.event).position;
    }
    throw new Error(`Stream ${streamId}: event ${revision} vanished right after it was appended`);
  }
}

interface SubscriptionParts {
  after: number | undefined;
  handler: (event: StoredEvent) => Promise<void>;
  onError: (error: unknown) => void;
  onClosed: () => void;
}

/**
 * Consumes the server subscription with `for await`, which pulls the next event only after the
 * handler's promise settled: strictly in order, one at a time.
 */
class KurrentSubscription implements Subscription {
  private closed = false;
  private readonly running: Promise<void>;

  constructor(
    private readonly source: AllStreamSubscription,
    private readonly deletions: DeletedStreams,
    private readonly parts: SubscriptionParts,
  ) {
    this.running = this.run();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.source.unsubscribe();
    await this.running;
  }

  private async run(): Promise<void> {
    const { after, handler } = this.parts;
    try {
      for await (const resolved of this.source) {
        if (this.closed) break;
        const event = resolved.event;
        if (!event) continue;
        if (event.type === METADATA_EVENT_TYPE) {
          // A metadata change (a deletion, a recreation) invalidates what we know of that stream.
          if (isMetastream(event.streamId)) this.deletions.forget(originalStreamOf(event.streamId));
          continue;
        }
        if (!isUserEvent(event)) continue;
        const stored = toStoredEvent(event);
        if (after !== undefined && stored.position <= after) continue;
        if (await this.deletions.hides(event)) continue;
        await handler(stored);
      }
    } catch (error) {
      // Unsubscribing cancels the call; that error only confirms the close.
      if (!this.closed) {
        this.closed = true;
        await this.source.unsubscribe();
        this.parts.onError(error);
      }
    } finally {
      this.parts.onClosed();
    }
  }
}

/** Knows, per stream, below which revision events are deleted (the truncate-before metadata). */
class DeletedStreams {
  private readonly truncateBefore = new Map<string, Promise<number>>();

  constructor(private readonly client: KurrentDBClient) {}

  async hides(event: RecordedEvent): Promise<boolean> {
    return Number(event.revision) < (await this.truncateBeforeOf(event.streamId));
  }

  forget(streamId: string): void {
    this.truncateBefore.delete(streamId);
  }

  private truncateBeforeOf(streamId: string): Promise<number> {
    const known = this.truncateBefore.get(streamId);
    if (known) return known;
    const lookup = this.client
      .getStreamMetadata(streamId)
      .then(({ metadata }) => (typeof metadata?.truncateBefore === 'number' ? metadata.truncateBefore : 0));
    lookup.catch(() => this.forget(streamId));
    if (this.truncateBefore.size >= MAX_REMEMBERED_STREAMS) {
      const oldest = this.truncateBefore.keys().next().value;
      if (oldest !== undefined) this.truncateBefore.delete(oldest);
    }
    this.truncateBefore.set(streamId, lookup);
    return lookup;
  }
}

function startingAfter(after: number | undefined): ReadPosition {
  if (after === undefined) return START;
  const offset = BigInt(after);
  return { commit: offset, prepare: offset };
}

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return BigInt(expected);
  }
}

function toActualRevision(actual: CurrentStreamState): number | 'no_stream' {
  // Negative revisions are the server's markers for deleted streams.
  return typeof actual === 'bigint' && actual >= 0n ? Number(actual) : 'no_stream';
}

/** System streams start with `$`, system event types too. */
function isUserEvent(event: RecordedEvent): boolean {
  return !event.streamId.startsWith('$') && !event.type.startsWith('$');
}

function toEventData(event: EventToAppend): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: toJsonPayload(event),
    metadata: { ...event.metadata },
  });
}

function toJsonPayload(event: EventToAppend): JSONType {
  const { data } = event;
  if (typeof data === 'string' || (typeof data === 'object' && data !== null)) return data as JSONType;
  throw new TypeError(`Event ${event.id} (${event.type}): data must be a JSON object, array or string`);
}

function toStoredEvent(event: RecordedEvent): StoredEvent {
  if (!event.isJson) throw new TypeError(`Event ${event.id} in ${event.streamId} is not JSON`);
  if (!event.position) throw new Error('KurrentDB did not return event positions (server older than 22.6)');
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: toMetadata(event.metadata),
    streamId: event.streamId,
    revision: Number(event.revision),
    position: Number(event.position.prepare),
    recordedAt: event.created.toISOString(),
  };
}

function toMetadata(metadata: unknown): EventMetadata {
  if (
    typeof metadata === 'object' &&
    metadata !== null &&
    !Array.isArray(metadata) &&
    !(metadata instanceof Uint8Array)
  ) {
    return { actorId: null, ...(metadata as Partial<EventMetadata>) };
  }
  return { actorId: null };
}
