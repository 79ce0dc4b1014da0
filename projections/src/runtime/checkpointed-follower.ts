import type { RecordedDomainEvent } from '@gp/shared';
import type { EventStore, ReadCollection, StoredEvent, Subscription } from '@gp/shared/server';

export const CHECKPOINTS_COLLECTION = 'checkpoints';
/**
 * Where one follower (a projection or a reactor) stands in the log. `causedPosition`, kept by
 * reactors, is the highest position of an event their commands appended: a read that must see a
 * reaction waits for the projections to reach it.
 */
export type CheckpointDocument = { _id: string; position: number; causedPosition?: number };

export interface FollowerLogger {
  info(message: string): void;
  error(message: string, error: unknown): void;
}

/** Handles one event; returns the position of the last event it appended, if it appended any. */
export type FollowerHandler = (event: RecordedDomainEvent) => Promise<number | void>;

/**
 * Follows the whole log from its own checkpoint, one event at a time, and stores the checkpoint
 * after each. Delivery is at-least-once, so the handler must tolerate an event it has already
 * handled (a crash between its work and the checkpoint write).
 */
/** The position every follower of a group has handled: the slowest one's (all of the log when there are none). */
export function slowestPosition(followers: readonly CheckpointedFollower[]): number {
  return followers.length === 0
    ? Number.MAX_SAFE_INTEGER
    : Math.min(...followers.map((follower) => follower.position()));
}

export class CheckpointedFollower {
  private lastPosition = 0;
  private causedPosition = 0;
  private subscription: Subscription | null = null;
  /** Serialises handle() so that direct calls and the subscription never interleave. */
  private handling: Promise<void> = Promise.resolve();

  constructor(
    readonly checkpointId: string,
    private readonly eventStore: EventStore,
    private readonly checkpoints: ReadCollection<CheckpointDocument>,
    private readonly handler: FollowerHandler,
    private readonly logger: FollowerLogger,
    private readonly onAdvanced: (event: RecordedDomainEvent) => void,
  ) {}

  position(): number {
    return this.lastPosition;
  }

  caused(): number {
    return this.causedPosition;
  }

  async start(): Promise<void> {
    if (this.subscription) throw new Error(`${this.checkpointId} is already running`);
    const checkpoint = await this.checkpoints.findOne({ _id: this.checkpointId });
    this.lastPosition = checkpoint?.position ?? 0;
    this.causedPosition = checkpoint?.causedPosition ?? 0;
    this.subscription = this.eventStore.subscribeToAll(
      {
        after: this.lastPosition,
        onError: (error) =>
          this.logger.error(`${this.checkpointId} stopped after position ${this.lastPosition}`, error),
      },
      (event) => this.handle(event),
    );
  }

  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
    await this.handling;
  }

  /** Handles one event unless the checkpoint is already past it. Calls run one at a time, in call order. */
  handle(event: StoredEvent): Promise<void> {
    const handled = this.handling.then(() => this.handleInOrder(event as RecordedDomainEvent));
    this.handling = handled.catch(() => undefined);
    return handled;
  }

  private async handleInOrder(event: RecordedDomainEvent): Promise<void> {
    if (event.position <= this.lastPosition) return;
    const caused = await this.handler(event);
    if (typeof caused === 'number') this.causedPosition = Math.max(this.causedPosition, caused);
    const checkpoint: CheckpointDocument = {
      _id: this.checkpointId,
      position: event.position,
      ...(this.causedPosition ? { causedPosition: this.causedPosition } : {}),
    };
    await this.checkpoints.replaceOne({ _id: this.checkpointId }, checkpoint, { upsert: true });
    this.lastPosition = event.position;
    this.onAdvanced(event);
  }
}
