import { currentEventVersion, upcastEvent, UPCASTERS, type Upcaster } from '@gp/shared';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  StoredEvent,
  Subscription,
} from '@gp/shared/server';
import { EventStoreStep } from './event-store-step';

/**
 * The read boundary of the event log: whatever adapter stores the events, every reader (command
 * pipeline, projector, reactors, audit) gets them through the upcast step, in their current shape.
 * Appends are stamped with the current version of their type, so a later upcaster knows where
 * to start; version 1 stays unstamped, as every event was before versions existed.
 */
export class UpcastingEventStore extends EventStoreStep {
  constructor(
    inner: EventStore,
    private readonly upcasters: readonly Upcaster[] = UPCASTERS,
  ) {
    super(inner);
  }

  appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    return this.inner.appendToStream(
      streamId,
      events.map((event) => this.stamped(event)),
      options,
    );
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    return (await this.inner.readStream(streamId)).map((event) => upcastEvent(event, this.upcasters));
  }

  async *readAll(options?: ReadAllOptions): AsyncIterable<StoredEvent> {
    for await (const event of this.inner.readAll(options)) yield upcastEvent(event, this.upcasters);
  }

  subscribeToAll(
    options: { after?: number; onError?: (error: unknown) => void },
    handler: (event: StoredEvent) => Promise<void>,
  ): Subscription {
    return this.inner.subscribeToAll(options, (event) => handler(upcastEvent(event, this.upcasters)));
  }

  private stamped(event: EventToAppend): EventToAppend {
    const schemaVersion = currentEventVersion(event.type, this.upcasters);
    return schemaVersion === 1 ? event : { ...event, metadata: { ...event.metadata, schemaVersion } };
  }
}
