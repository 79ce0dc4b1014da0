import type { DomainEventType, EventOfType, RecordedDomainEvent } from '@gp/shared';
import type { EventStore } from '@gp/shared/server';
import {
  CheckpointedFollower,
  catchUpTogether,
  slowestPosition,
  type CheckpointStore,
  type FollowerLogger,
} from './checkpointed-follower';
import { PositionWaiters } from './position-waiters';

/**
 * A process manager: turns an event into commands, typically in another module. It follows the
 * log from its own checkpoint. Delivery is at-least-once, so `react` must be idempotent: derive
 * each command id from the event id, and a redelivered event appends nothing.
 */
export interface Reactor<E extends RecordedDomainEvent = RecordedDomainEvent> {
  /** Stable name: the checkpoint's id. */
  name: string;
  handles: readonly E['type'][];
  /** Returns the position of the last event its commands appended (0 when none). */
  react(event: E): Promise<number>;
}

/** Infers the handled event types from `handles`, so `react` gets the narrowed event union. */
export function defineReactor<const T extends DomainEventType>(
  reactor: Reactor<RecordedDomainEvent<EventOfType<T>>> & { handles: readonly T[] },
): Reactor<RecordedDomainEvent<EventOfType<T>>> {
  return reactor;
}

export function reactorCheckpointId(reactorName: string): string {
  return `reactor:${reactorName}`;
}

/**
 * Runs reactors, each on its own checkpoint. Their checkpoints must last as long as what they do
 * (appended events, queued texts), so they are not kept with read models that a start rebuilds.
 */
export class ReactorRunner {
  private readonly followers: CheckpointedFollower[];
  private readonly waiters = new PositionWaiters();

  constructor(
    private readonly eventStore: EventStore,
    checkpoints: CheckpointStore,
    reactors: readonly Reactor[],
    logger: FollowerLogger = console,
  ) {
    this.followers = (reactors as readonly Reactor<RecordedDomainEvent>[]).map(
      (reactor) =>
        new CheckpointedFollower(
          reactorCheckpointId(reactor.name),
          eventStore,
          checkpoints,
          async (events) => {
            let caused = 0;
            for (const event of events)
              if (reactor.handles.includes(event.type)) caused = Math.max(caused, await reactor.react(event));
            return caused;
          },
          logger,
          () => this.waiters.reached(this.position()),
        ),
    );
  }

  /** Catches every reactor up with one batched read of the log, then follows it live. */
  async start(): Promise<void> {
    for (const follower of this.followers) await follower.loadCheckpoint();
    await catchUpTogether(this.eventStore, this.followers);
    for (const follower of this.followers) follower.subscribe();
  }

  async stop(): Promise<void> {
    await Promise.all(this.followers.map((follower) => follower.stop()));
    this.waiters.cancelAll();
  }

  /** The position every reactor has handled. */
  position(): number {
    return slowestPosition(this.followers);
  }

  /** The highest position any reactor's commands appended so far. */
  causedPosition(): number {
    return Math.max(0, ...this.followers.map((follower) => follower.caused()));
  }

  /** True once every reactor has handled the event at `position`; false after `timeoutMs`. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    return this.waiters.wait(position, this.position(), timeoutMs);
  }
}
