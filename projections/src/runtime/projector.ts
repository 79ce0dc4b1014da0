import type { RecordedDomainEvent } from '@gp/shared';
import type { Doc, EventStore, ReadCollection, ReadStore, StoredEvent } from '@gp/shared/server';
import {
  CHECKPOINTS_COLLECTION,
  CheckpointedFollower,
  catchUpTogether,
  readStoreCheckpoints,
  slowestPosition,
  type CheckpointDocument,
  type FollowerLogger,
} from './checkpointed-follower';
import { PositionWaiters } from './position-waiters';
import type { Projected, Projection } from './projection';

export { CHECKPOINTS_COLLECTION, type CheckpointDocument } from './checkpointed-follower';
export type ProjectorLogger = FollowerLogger;

export interface ProjectorOptions {
  /** Names this projector in logs. */
  name?: string;
  logger?: ProjectorLogger;
}

export type AppliedListener = (event: RecordedDomainEvent) => void;

const DEFAULT_NAME = 'read-models';

/** The checkpoint document of one projection: each projection follows the log on its own. */
export function projectionCheckpointId(projectionName: string): string {
  return `projection:${projectionName}`;
}

/**
 * Applies the event log to read models. Each projection follows the log from its own checkpoint
 * (so one can be added or rebuilt alone, and a slow one holds back no other). Delivery is
 * at-least-once: each document stores the position of the last event applied to it
 * (`_position`), so an event redelivered after a crash between a document write and the
 * checkpoint write is skipped for that document instead of being applied twice.
 */
export class Projector {
  readonly name: string;
  private readonly logger: ProjectorLogger;
  private readonly checkpoints: ReadCollection<CheckpointDocument>;
  private readonly followers: CheckpointedFollower[];
  private running = false;
  private readonly appliedListeners = new Set<AppliedListener>();
  private readonly waiters = new PositionWaiters();
  /** Events some projection applied that not every projection has yet, kept only for onApplied listeners. */
  private readonly unsettled = new Map<number, RecordedDomainEvent>();
  private settledPosition = 0;
  /** Each projection's event types, looked up for every event of every batch. */
  private readonly handledTypes: Map<Projection, ReadonlySet<string>>;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly Projection[],
    options: ProjectorOptions = {},
  ) {
    const names = projections.map((projection) => projection.name);
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated) throw new Error(`Two projections are named "${repeated}": each needs its own checkpoint`);
    this.name = options.name ?? DEFAULT_NAME;
    this.handledTypes = new Map(projections.map((projection) => [projection, new Set<string>(projection.handles)]));
    this.logger = options.logger ?? console;
    this.checkpoints = readStore.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION);
    const checkpointStore = readStoreCheckpoints(readStore);
    this.followers = projections.map(
      (projection) =>
        new CheckpointedFollower(
          projectionCheckpointId(projection.name),
          eventStore,
          checkpointStore,
          (events) => this.applyTo(projection, events),
          this.logger,
          (events) => this.advanced(events),
        ),
    );
  }

  /**
   * Drops the read models of these projections and their checkpoints (nothing else in the store:
   * other projections, and GridFS photos, may share the database), replays the whole log, and
   * leaves each checkpoint at the last event.
   */
  static async rebuild(
    eventStore: EventStore,
    readStore: ReadStore,
    projections: readonly Projection[],
    options: ProjectorOptions = {},
  ): Promise<{ events: number; position: number }> {
    const projector = new Projector(eventStore, readStore, projections, options);
    for (const collection of new Set(projections.map((projection) => projection.collection)))
      await readStore.collection(collection).drop();
    for (const follower of projector.followers) await projector.checkpoints.deleteOne({ _id: follower.checkpointId });
    await projector.ensureIndexes();
    const events = await catchUpTogether(eventStore, projector.followers);
    projector.logger.info(
      `Projector ${projector.name} rebuilt ${projections.map((projection) => projection.name).join(', ')} from ${events} events up to position ${projector.position()}`,
    );
    return { events, position: projector.position() };
  }

  /**
   * Creates indexes, catches every projection up to the head of the log in batches (one read of
   * the log for all of them), then follows it live. Resolves once caught up and subscribed.
   */
  async start(): Promise<void> {
    if (this.running) throw new Error(`Projector ${this.name} is already running`);
    this.running = true;
    await this.ensureIndexes();
    for (const follower of this.followers) await follower.loadCheckpoint();
    this.settledPosition = this.position();
    await catchUpTogether(this.eventStore, this.followers);
    for (const follower of this.followers) follower.subscribe();
    this.logger.info(
      `Projector ${this.name} following the log (${this.followers.map((follower) => `${follower.checkpointId} after ${follower.position()}`).join(', ')})`,
    );
  }

  /** Stops following the log; pending waitForPosition calls resolve false. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.followers.map((follower) => follower.stop()));
    this.waiters.cancelAll();
  }

  /** Global position of the last event applied to every read model (the slowest projection's). */
  position(): number {
    return slowestPosition(this.followers);
  }

  /** True as soon as every read model includes the event at `position`; false after `timeoutMs`. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    return this.waiters.wait(position, this.position(), timeoutMs);
  }

  /** Called after each event is applied to every read model, in log order; returns an unsubscribe function. */
  onApplied(listener: AppliedListener): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  /**
   * Applies one event to every projection still behind it, then stores their checkpoints.
   * Safe to call again with an event already applied.
   */
  async apply(event: StoredEvent): Promise<void> {
    await Promise.all(this.followers.map((follower) => follower.handleBatch([event])));
  }

  /**
   * Folds a batch of events into the projection's documents in memory, with one read of the
   * documents it concerns and one write of those it changed: a replay costs two store calls per
   * batch, not two per event.
   */
  private async applyTo(projection: Projection, events: readonly RecordedDomainEvent[]): Promise<void> {
    const handles = this.handledTypes.get(projection)!;
    // Parallel lists rather than an object per event: a replay passes every event to every projection.
    const concernedIds: string[] = [];
    const concernedEvents: RecordedDomainEvent[] = [];
    for (const event of events) {
      if (!handles.has(event.type)) continue;
      const id = projection.documentId(event);
      if (id === null) continue;
      concernedIds.push(id);
      concernedEvents.push(event);
    }
    if (concernedIds.length === 0) return;
    const documents = this.readStore.collection<Projected<Doc>>(projection.collection);
    const stored = new Map<string, Projected<Doc>>();
    for (const doc of await documents.find({ _id: { $in: [...new Set(concernedIds)] } })) stored.set(doc._id, doc);
    /** Each document as the batch leaves it (null: deleted, or never there), for those it changed. */
    const changed = new Map<string, Projected<Doc> | null>();
    for (let index = 0; index < concernedIds.length; index++) {
      const id = concernedIds[index]!;
      const event = concernedEvents[index]!;
      const current = changed.has(id) ? changed.get(id)! : (stored.get(id) ?? null);
      if (current && current._position >= event.position) continue;
      const next = projection.evolve(current, event);
      changed.set(id, next === null ? null : { ...next, _id: id, _position: event.position });
    }
    const upserts: Projected<Doc>[] = [];
    const deleteIds: string[] = [];
    for (const [id, doc] of changed) {
      if (doc) upserts.push(doc);
      else if (stored.has(id)) deleteIds.push(id);
    }
    await documents.writeBatch(upserts, deleteIds);
  }

  /** One projection moved past these events: settle waiters and listeners for what every projection now has. */
  private advanced(events: readonly RecordedDomainEvent[]): void {
    if (this.appliedListeners.size > 0)
      for (const event of events) if (event.position > this.settledPosition) this.unsettled.set(event.position, event);
    const position = this.position();
    if (position <= this.settledPosition) return;
    this.settledPosition = position;
    this.waiters.reached(position);
    const settled = [...this.unsettled.values()]
      .filter((pending) => pending.position <= position)
      .sort((a, b) => a.position - b.position);
    for (const pending of settled) {
      this.unsettled.delete(pending.position);
      this.notifyApplied(pending);
    }
  }

  private notifyApplied(event: RecordedDomainEvent): void {
    for (const listener of this.appliedListeners) {
      try {
        listener(event);
      } catch (error) {
        // A failing listener (e.g. a closed SSE connection) must not stop the read models.
        this.logger.error(`Projector ${this.name}: an applied-event listener failed`, error);
      }
    }
  }

  private async ensureIndexes(): Promise<void> {
    for (const projection of this.projections) {
      for (const index of projection.indexes ?? []) {
        await this.readStore.collection(projection.collection).createIndex(index);
      }
    }
  }
}
