/**
 * EventStore port: an append-only log of streams. Positions are global, strictly increasing
 * numbers across the whole log; revisions count events within one stream from 0.
 */
export interface EventMetadata {
  /** Who caused the event: a user id, or null for the system (seed, jobs). */
  actorId: string | null;
  /** The admin behind an impersonated session, when there is one. */
  onBehalfOf?: string | null;
  correlationId?: string;
  causationId?: string;
  /** The version of the payload's shape (events/upcasters.ts); absent means 1. */
  schemaVersion?: number;
  /**
   * Set on the way out of the log, never stored: the event's personal fields were erased (their
   * key destroyed at this time) and read as their erased values (events/personal-data.ts).
   */
  personalDataErasedAt?: string;
}

export interface EventToAppend<Type extends string = string, Data = unknown> {
  /** A UUID; derive it from the command id so that a retried command appends nothing twice. */
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface StoredEvent<Type extends string = string, Data = unknown> extends EventToAppend<Type, Data> {
  streamId: string;
  /** 0-based index of the event inside its stream. */
  revision: number;
  /** Global position in the whole log; strictly increasing in log order. */
  position: number;
  /** ISO-8601 time the store recorded the event. */
  recordedAt: string;
}

/** `any`: no check. `no_stream`: the stream must not exist. `stream_exists`: it must. A number: the stream's last revision must equal it. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface AppendResult {
  /** The stream's last revision after the append (pass it as the next expected revision). */
  nextExpectedRevision: number;
  /** Global position of the last event appended (or already present, for an idempotent retry). */
  position: number;
}

export interface ReadAllOptions {
  /** Exclusive: only events with a position greater than this. Omit to start at the beginning. */
  after?: number;
  maxCount?: number;
}

export interface Subscription {
  /** Stops delivery; resolves once the handler is no longer running. */
  close(): Promise<void>;
}

export interface EventStore {
  /**
   * Appends atomically. Throws WrongExpectedRevisionError when the expectation fails.
   * Appending events whose ids are already stored in that stream, in the same order right
   * after the expected revision, appends nothing and returns the original result.
   */
  appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** All events of one stream in order; an empty array when the stream does not exist (or was deleted). */
  readStream(streamId: string): Promise<StoredEvent[]>;
  /** Events of the whole log in position order, without deleted streams. */
  readAll(options?: ReadAllOptions): AsyncIterable<StoredEvent>;
  /**
   * Catches up from `after` (exclusive), then delivers every new event live, in order, one at a
   * time: the next handler call starts after the previous promise settled. A handler that
   * throws stops the subscription and reports through `onError`.
   */
  subscribeToAll(
    options: { after?: number; onError?: (error: unknown) => void },
    handler: (event: StoredEvent) => Promise<void>,
  ): Subscription;
  /** Deletes a stream: it reads as empty and leaves readAll. Deleting a missing stream is a no-op. */
  deleteStream(streamId: string): Promise<void>;
  /** Position of the last event in the log, or 0 when it is empty. */
  headPosition(): Promise<number>;
  /** Health probe for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export const EVENT_STORE = Symbol('EventStore');
