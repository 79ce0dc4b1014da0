import { Inject, Injectable, Optional } from '@nestjs/common';
import { UserAccessCache } from '../auth/user-access-cache';
import { type DomainEvent } from '@gp/shared';
import { EVENT_STORE, type EventMetadata, type EventStore, WrongExpectedRevisionError } from '@gp/shared/server';
import { DomainError } from '../errors/domain-error';
import { deterministicUuid } from '../ids/ids';
import { type Decider, fold } from './decider';

/** How often a command is re-read and re-decided after losing an append race before answering 409. */
export const MAX_CONFLICT_RETRIES = 3;

export interface CommandEnvelope<Command> {
  /** Stable per request (the Idempotency-Key header when sent); event ids and causationId derive from it, so retrying the request appends nothing twice. */
  commandId: string;
  streamId: string;
  command: Command;
  metadata: Omit<EventMetadata, 'causationId'>;
  /**
   * The stream revision the caller decided on (what it saw, e.g. in a list). When given, a stream
   * that moved on is a conflict at once: the caller's decision was about a state that is gone.
   */
  expectedRevision?: number;
}

export interface CommandOutcome<Event extends DomainEvent> {
  events: Event[];
  /** Global position of the last event (or of the stream's head when nothing new was decided). */
  position: number;
  revision: number;
}

/**
 * load → fold → pure decide → append with the expected revision read. A concurrent writer makes
 * the append fail; the command is then decided again on fresh state, a bounded number of times.
 */
@Injectable()
export class CommandPipeline {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    /** Absent outside the HTTP app (CLI, reactors' runtime): nothing there caches access. */
    @Optional() private readonly accessCache?: UserAccessCache,
  ) {}

  async run<Command, State, Event extends DomainEvent>(
    decider: Decider<Command, State, Event>,
    envelope: CommandEnvelope<Command>,
  ): Promise<CommandOutcome<Event>> {
    for (let attempt = 0; ; attempt++) {
      const stored = await this.eventStore.readStream(envelope.streamId);
      const earlier = stored.filter((event) => event.metadata.causationId === envelope.commandId);
      if (earlier.length > 0) {
        // The same command already ran (a retried request): answer what it did, append nothing.
        const last = earlier.at(-1)!;
        return {
          events: earlier.map((event) => ({ type: event.type, data: event.data }) as Event),
          position: last.position,
          revision: last.revision,
        };
      }
      const state = fold(
        decider,
        stored.map((event) => ({ type: event.type, data: event.data }) as Event),
      );
      const events = decider.decide(envelope.command, state);
      const lastRevision = stored.length - 1;
      if (envelope.expectedRevision !== undefined && envelope.expectedRevision !== lastRevision)
        throw new DomainError('CONCURRENCY.CONFLICT');
      if (events.length === 0) {
        return { events, position: stored.at(-1)?.position ?? 0, revision: lastRevision };
      }
      try {
        const result = await this.eventStore.appendToStream(
          envelope.streamId,
          events.map((event, index) => ({
            id: deterministicUuid(envelope.commandId, envelope.streamId, index),
            type: event.type,
            data: event.data,
            metadata: { ...envelope.metadata, causationId: envelope.commandId },
          })),
          { expectedRevision: stored.length === 0 ? 'no_stream' : lastRevision },
        );
        this.accessCache?.forgetStream(envelope.streamId);
        return { events, position: result.position, revision: result.nextExpectedRevision };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= MAX_CONFLICT_RETRIES || envelope.expectedRevision !== undefined)
          throw new DomainError('CONCURRENCY.CONFLICT');
      }
    }
  }
}
