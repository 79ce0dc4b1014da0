import type { KeyValueStore } from '@gp/shared/server';
import type { CheckpointDocument, CheckpointStore } from './checkpointed-follower';

/** The key of a checkpoint in the KeyValue port. */
export const checkpointKey = (checkpointId: string) => `checkpoint:${checkpointId}`;

/**
 * Checkpoints in the KeyValue port (SQLite on disk embedded, Redis beside the job queue in
 * production): the home of reactor checkpoints. The embedded read store lives in memory and is
 * rebuilt from the log at each start; a reactor checkpoint kept there would go with it, and every
 * start would repeat every reaction, a pro's text about an old request among them once its job
 * had left the queue's history. A reactor that keeps state keeps it in the same port.
 */
export function keyValueCheckpoints(keyValue: KeyValueStore): CheckpointStore {
  return {
    async load(checkpointId) {
      const stored = await keyValue.get(checkpointKey(checkpointId));
      return stored === null ? null : (JSON.parse(stored) as CheckpointDocument);
    },
    save: (checkpoint) => keyValue.set(checkpointKey(checkpoint._id), JSON.stringify(checkpoint)),
  };
}
