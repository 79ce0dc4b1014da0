import type { RecordedDomainEvent } from '@gp/shared';
import type { Doc, EventStore, ReadCollection, ReadStore, StoredEvent, Subscription } from '@gp/shared/server';
import type { Projected, Projection } from './projection';

export interface ProjectorLogger {
  info(message: string): void;
  error(message: string, error: unknown): void;
}

export interface ProjectorOptions {
  /** The checkpoint's _id; one per projector process. */
  name?: string;
  logger?: ProjectorLogger;
}

export type AppliedListener = (event: RecordedDomainEvent) => void;

export const CHECKPOINTS_COLLECTION = 'checkpoints';
export type CheckpointDocument = { _id: string; position: number };

const DEFAULT_NAME = 'read-models';

interface PositionWaiter {
  position: number;
  settle(reached: boolean): void;
}

/**
 * Applies the event log to read models. Delivery is at-least-once: each document stores the
 * position of the last event applied to it (`_position`), so an event redelivered after a crash
 * between a document write and the checkpoint write is skipped for that document instead of
 * being applied twice. The checkpoint only decides where a restart resumes.
 */
export class Projector {
  readonly name: string;
  private readonly logger: ProjectorLogger;
  private readonly checkpoints: ReadCollection<CheckpointDocument>;
  private lastPosition = 0;
  private subscription: Subscription | null = null;
  /** Serialises apply() so that direct calls and the subscription never interleave. */
  private applying: Promise<void> = Promise.resolve();
  private readonly appliedListeners = new Set<AppliedListener>();
  private readonly waiters = new Set<PositionWaiter>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly Projection[],
    options: ProjectorOptions = {},
  ) {
    this.name = options.name ?? DEFAULT_NAME;
    this.logger = options.logger ?? console;
    this.checkpoints = readStore.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION);
  }

  /**
   * Drops this projector's read models and checkpoint (nothing else in the store: GridFS photos may
   * share the database), replays the whole log, and leaves the checkpoint at the last event.
   */
  static async rebuild(
    eventStore: EventStore,
    readStore: ReadStore,
    projections: readonly Projection[],
    options: ProjectorOptions = {},
  ): Promise<{ events: number; position: number }> {
    const projector = new Projector(eventStore, readStore, projections, options);
    for (const collection of new Set(projections.map((projection) => projection.collection))) await readStore.collection(collection).drop();
    await projector.checkpoints.deleteOne({ _id: projector.name });
    await projector.ensureIndexes();
    let events = 0;
    for await (const event of eventStore.readAll()) {
      await projector.apply(event);
      events += 1;
    }
    projector.logger.info(`Projector ${projector.name} rebuilt read models from ${events} events up to position ${projector.position()}`);
    return { events, position: projector.position() };
  }

  /** Creates indexes, then follows the log from the stored checkpoint. Resolves once subscribed. */
  async start(): Promise<void> {
    if (this.subscription) throw new Error(`Projector ${this.name} is already running`);
    await this.ensureIndexes();
    const checkpoint = await this.checkpoints.findOne({ _id: this.name });
    this.lastPosition = checkpoint?.position ?? 0;
    this.subscription = this.eventStore.subscribeToAll(
      {
        after: this.lastPosition,
        onError: (error) => this.logger.error(`Projector ${this.name} stopped after position ${this.lastPosition}`, error),
      },
      (event) => this.apply(event),
    );
    this.logger.info(`Projector ${this.name} following the log after position ${this.lastPosition}`);
  }

  /** Stops following the log; pending waitForPosition calls resolve false. */
  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
    await this.applying;
    for (const waiter of this.waiters) waiter.settle(false);
  }

  /** Global position of the last event applied to every read model. */
  position(): number {
    return this.lastPosition;
  }

  /** True as soon as the read models include the event at `position`; false after `timeoutMs`. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    if (this.lastPosition >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: PositionWaiter = {
        position,
        settle: (reached) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Called after each event is applied to every read model; returns an unsubscribe function. */
  onApplied(listener: AppliedListener): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  /**
   * Applies one event to every projection that handles it, then stores the checkpoint.
   * Safe to call again with an event already applied. Calls run one at a time, in call order.
   */
  apply(event: StoredEvent): Promise<void> {
    const applied = this.applying.then(() => this.applyInOrder(event as RecordedDomainEvent));
    this.applying = applied.catch(() => undefined);
    return applied;
  }

  private async applyInOrder(event: RecordedDomainEvent): Promise<void> {
    if (event.position <= this.lastPosition) return;
    for (const projection of this.projections) {
      if (projection.handles.includes(event.type)) await this.applyTo(projection, event);
    }
    await this.checkpoints.replaceOne({ _id: this.name }, { _id: this.name, position: event.position }, { upsert: true });
    this.lastPosition = event.position;
    this.notifyApplied(event);
  }

  private async applyTo(projection: Projection, event: RecordedDomainEvent): Promise<void> {
    const id = projection.documentId(event);
    if (id === null) return;
    const documents = this.readStore.collection<Projected<Doc>>(projection.collection);
    const current = await documents.findOne({ _id: id });
    if (current && current._position >= event.position) return;
    const next = projection.evolve(current, event);
    if (next === null) {
      if (current) await documents.deleteOne({ _id: id });
      return;
    }
    await documents.replaceOne({ _id: id }, { ...next, _id: id, _position: event.position }, { upsert: true });
  }

  private notifyApplied(event: RecordedDomainEvent): void {
    for (const waiter of this.waiters) {
      if (waiter.position <= this.lastPosition) waiter.settle(true);
    }
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
