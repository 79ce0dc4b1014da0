import type { ReadStore } from '@gp/shared/server';
import { CHECKPOINTS_COLLECTION, type CheckpointDocument, type Projector, type ReactorRunner } from '@gp/projections';

/** How far the read models (and the reactions they show) have caught up with the log, for X-Min-Position reads. */
export interface ProjectionProgress {
  /**
   * True once every read model includes the event at `position` and what every reactor did in
   * answer to it (e.g. the reviews linked on AnonymousUserLinked); false when `timeoutMs` passed first.
   */
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
  position(): Promise<number>;
  /** The position every read model has, when this process knows it without a read; null otherwise. */
  knownPosition(): number | null;
}

export const PROJECTION_PROGRESS = Symbol('ProjectionProgress');

/** In the process that runs the projector and the reactors: event-driven, no polling. */
export function localProgress(projector: Projector, reactors: ReactorRunner): ProjectionProgress {
  return {
    async waitFor(position, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      if (!(await reactors.waitForPosition(position, timeoutMs))) return false;
      // The reactions to `position` appended events of their own: the read models must show them too.
      return projector.waitForPosition(
        Math.max(position, reactors.causedPosition()),
        Math.max(0, deadline - Date.now()),
      );
    },
    position: async () => projector.position(),
    knownPosition: () => projector.position(),
  };
}

const POLL_INTERVAL_MS = 20;

/** In an API replica without a projector: watch the shared checkpoint documents. */
export function checkpointProgress(
  readStore: ReadStore,
  checkpointIds: { projections: readonly string[]; reactors: readonly string[] },
): ProjectionProgress {
  const read = async () => {
    const ids = [...checkpointIds.projections, ...checkpointIds.reactors];
    const found = new Map(
      (await readStore.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION).find({ _id: { $in: ids } })).map(
        (doc) => [doc._id, doc],
      ),
    );
    const positionOf = (id: string) => found.get(id)?.position ?? 0;
    return {
      projections: Math.min(...checkpointIds.projections.map(positionOf)),
      reactors: Math.min(Number.MAX_SAFE_INTEGER, ...checkpointIds.reactors.map(positionOf)),
      caused: Math.max(0, ...checkpointIds.reactors.map((id) => found.get(id)?.causedPosition ?? 0)),
    };
  };
  return {
    position: async () => (await read()).projections,
    // The checkpoints live in the shared store: knowing them takes a read.
    knownPosition: () => null,
    async waitFor(target, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const progress = await read();
        if (progress.reactors >= target && progress.projections >= Math.max(target, progress.caused)) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      }
    },
  };
}
