import { defineReactor, type Reactor } from '@gp/projections';
import type { JobQueue } from '@gp/shared/server';
import { enqueueVariants, PHOTO_VARIANT_SET } from './photo-jobs';

/**
 * PhotoUploaded → the variants job. A reactor, so that it happens for every photo in the log: one
 * named after a new variant set starts from the log's beginning, and the photos uploaded before
 * that set existed (the demo data, any older log) get theirs too, in the background. Until a
 * variant is made its URL serves the JPEG it stands for (get-photo-file.handler.ts). The job id is
 * the photo's and the set's, so a redelivered event enqueues nothing twice, and a job that finds
 * every file made (a replay of the log) makes nothing.
 */
export function photoVariantsReactor(jobs: JobQueue): Reactor {
  return defineReactor({
    name: `photo-variants-v${PHOTO_VARIANT_SET}`,
    handles: ['PhotoUploaded'],
    async react({ data: { userId, photoId, width, height } }) {
      await enqueueVariants(jobs, { userId, photoId, original: { width, height } });
      return 0;
    },
  }) as Reactor;
}
