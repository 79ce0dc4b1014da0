import type { ReadStore } from '@gp/shared/server';
import { CHECKPOINTS_COLLECTION, type Projector } from '@gp/projections';

/** How far the read models have caught up with the log, for X-Min-Position reads. */
export interface ProjectionProgress {
  /** True once the read models include the event at `position`; false when `timeoutMs` passed first. */
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
  position(): Promise<number>;
}

export const PROJECTION_PROGRESS = Symbol('ProjectionProgress');

/** In the process that runs the projector: event-driven, no polling. */
export function localProgress(projector: Projector): ProjectionProgress {
  return {
    waitFor: (position, timeoutMs) => projector.waitForPosition(position, timeoutMs),
    position: async () => projector.position(),
  };
}

const POLL_INTERVAL_MS = 20;

/** In an API replica without a projector: watch the shared checkpoint document. */
export function checkpointProgress(readStore: ReadStore, projectorName: string): ProjectionProgress {
  const position = async () => {
    const checkpoint = await readStore.collection(CHECKPOINTS_COLLECTION).findOne({ _id: projectorName });
    return typeof checkpoint?.position === 'number' ? checkpoint.position : 0;
  };
  return {
    position,
    async waitFor(target, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if ((await position()) >= target) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      }
    },
  };
}
