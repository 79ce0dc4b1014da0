import type { RecordedDomainEvent } from '@gp/shared';
import type { EventStore, ReadStore, StoredEvent, Subscription } from '@gp/shared/server';

export const CHECKPOINTS_COLLECTION = 'checkpoints';
/**
 * Where one follower (a projection or a reactor) stands in the log. `causedPosition`, kept by
 * reactors, is the highest position of an event their commands appended: a read that must see a
 * reaction waits for the projections to reach it.
 */
export type CheckpointDocument = { _id: string; position: number; causedPosition?: number };

/** Where followers keep their checkpoints. */
export interface CheckpointStore {
  load(checkpointId: string): Promise<CheckpointDocument | null>;
  save(checkpoint: CheckpointDocument): Promise<void>;
}

/** Checkpoints as documents of the read store, next to the read models a projection writes. */
export function readStoreCheckpoints(readStore: ReadStore): CheckpointStore {
  const collection = readStore.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION);
  return {
    load: (checkpointId) => collection.findOne({ _id: checkpointId }),
    async save(checkpoint) {
      await collection.replaceOne({ _id: checkpoint._id }, checkpoint, { upsert: true });
    },
  };
}

export interface FollowerLogger {
  info(message: string): void;
  error(message: string, error: unknown): void;
}

/**
 * Handles events in log order, all of them past the follower's checkpoint; returns the position
 * of the last event it appended, if it appended any. Live, a batch holds one event; catching up,
 * many, so that a handler can write once per batch.
 */
export type FollowerHandler = (events: readonly RecordedDomainEvent[]) => Promise<number | void>;

/** Events read from the log per batch while catching up: one checkpoint write per follower per batch. */
export const CATCH_UP_BATCH_SIZE = 2_000;

/** The position every follower of a group has handled: the slowest one's (all of the log when there are none). */
export function slowestPosition(followers: readonly CheckpointedFollower[]): number {
  return followers.length === 0
    ? Number.MAX_SAFE_INTEGER
    : Math.min(...followers.map((follower) => follower.position()));
}

/**
 * Brings a group of followers up to the head of the log with one read of it, in batches; each
 * follower skips what its checkpoint already covers. `onBatch` hears the position reached after
 * each batch. Resolves with the number of events read.
 */
export async function catchUpTogether(
  eventStore: EventStore,
  followers: readonly CheckpointedFollower[],
  onBatch: (position: number) => void = () => undefined,
): Promise<number> {
  if (followers.length === 0) return 0;
  let read = 0;
  let batch: RecordedDomainEvent[] = [];
  const handleBatch = async () => {
    await Promise.all(followers.map((follower) => follower.handleBatch(batch)));
    read += batch.length;
    onBatch(batch[batch.length - 1]!.position);
    batch = [];
  };
  for await (const event of eventStore.readAll({ after: slowestPosition(followers) })) {
    batch.push(event as RecordedDomainEvent);
    if (batch.length === CATCH_UP_BATCH_SIZE) await handleBatch();
  }
  if (batch.length > 0) await handleBatch();
  return read;
}

/**
 * Follows the whole log from its own checkpoint and stores the checkpoint after each batch it
 * handles. Delivery is at-least-once, so the handler must tolerate an event it has already
 * handled (a crash between its work and the checkpoint write).
 */
export class CheckpointedFollower {
  private lastPosition = 0;
  private causedPosition = 0;
  private subscription: Subscription | null = null;
  /** Serialises batches so that direct calls, the catch-up and the subscription never interleave. */
  private handling: Promise<void> = Promise.resolve();

  constructor(
    readonly checkpointId: string,
    private readonly eventStore: EventStore,
    private readonly checkpoints: CheckpointStore,
    private readonly handler: FollowerHandler,
    private readonly logger: FollowerLogger,
    /** Hears the events of each batch once the checkpoint is past them. */
    private readonly onAdvanced: (events: readonly RecordedDomainEvent[]) => void,
  ) {}

  position(): number {
    return this.lastPosition;
  }

  caused(): number {
    return this.causedPosition;
  }

  /** Where a catch-up (or the subscription) starts from. */
  async loadCheckpoint(): Promise<void> {
    if (this.subscription) throw new Error(`${this.checkpointId} is already running`);
    const checkpoint = await this.checkpoints.load(this.checkpointId);
    this.lastPosition = checkpoint?.position ?? 0;
    this.causedPosition = checkpoint?.causedPosition ?? 0;
  }

  /** Delivers every event after the current position, live, one at a time. */
  subscribe(): void {
    if (this.subscription) throw new Error(`${this.checkpointId} is already running`);
    this.subscription = this.eventStore.subscribeToAll(
      {
        after: this.lastPosition,
        onError: (error) =>
          this.logger.error(`${this.checkpointId} stopped after position ${this.lastPosition}`, error),
      },
      (event) => this.handleBatch([event]),
    );
  }

  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
    await this.handling;
  }

  /** Handles the events past the checkpoint, in log order. Calls run one at a time, in call order. */
  handleBatch(events: readonly StoredEvent[]): Promise<void> {
    const handled = this.handling.then(() => this.handleInOrder(events as readonly RecordedDomainEvent[]));
    this.handling = handled.catch(() => undefined);
    return handled;
  }

  private async handleInOrder(events: readonly RecordedDomainEvent[]): Promise<void> {
    const fresh = events.filter((event) => event.position > this.lastPosition);
    if (fresh.length === 0) return;
    const caused = await this.handler(fresh);
    if (typeof caused === 'number') this.causedPosition = Math.max(this.causedPosition, caused);
    const last = fresh[fresh.length - 1]!;
    const checkpoint: CheckpointDocument = {
      _id: this.checkpointId,
      position: last.position,
      ...(this.causedPosition ? { causedPosition: this.causedPosition } : {}),
    };
    await this.checkpoints.save(checkpoint);
    this.lastPosition = last.position;
    this.onAdvanced(fresh);
  }
}
