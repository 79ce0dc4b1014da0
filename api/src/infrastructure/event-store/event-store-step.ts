import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  StoredEvent,
  Subscription,
} from '@gp/shared/server';

/**
 * A step events pass on their way into and out of the log (upcasting, sealing): it changes the
 * events it appends and reads, and hands the rest of the port to the store beneath.
 */
export abstract class EventStoreStep implements EventStore {
  constructor(protected readonly inner: EventStore) {}

  abstract appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  abstract readStream(streamId: string): Promise<StoredEvent[]>;
  abstract readAll(options?: ReadAllOptions): AsyncIterable<StoredEvent>;
  abstract subscribeToAll(
    options: { after?: number; onError?: (error: unknown) => void },
    handler: (event: StoredEvent) => Promise<void>,
  ): Subscription;

  deleteStream(streamId: string): Promise<void> {
    return this.inner.deleteStream(streamId);
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
