import { buffer } from 'node:stream/consumers';
import { madeVariants, PHOTO_VARIANTS, photoContentType, type PhotoVariant, type PixelSize } from '@gp/shared';
import type { BlobStore, JobHandler, JobQueue } from '@gp/shared/server';
import { makeVariants } from '../images/photo-images';
import { photoBlobKey } from '../photo-files';

/** Makes every variant of a stored original but the original itself. Job id: variantsJobId. */
export const MAKE_PHOTO_VARIANTS = 'make-photo-variants';
/** Deletes every file of a removed photo. Job id: the photo id. */
export const DELETE_PHOTO_FILES = 'delete-photo-files';

/**
 * Which set of variants the job makes. Raise it when the set changes (a width, a format): the
 * variants reactor, named after it, then starts from the log's beginning and has every photo ever
 * uploaded made again, under job ids that no earlier run of the job holds. A photo whose files
 * all exist is skipped, so new encoder settings alone, under the same names, reach new uploads only.
 * 2: the sized AVIF, WebP and JPEG variants joined the thumbnail and large JPEGs of 1.
 */
export const PHOTO_VARIANT_SET = 2;

export const variantsJobId = (photoId: string) => `${photoId}-v${PHOTO_VARIANT_SET}`;

export interface PhotoJobData {
  userId: string;
  photoId: string;
}

export interface MakeVariantsJobData extends PhotoJobData {
  /** The stored original's size (PhotoUploaded's), which says what the job makes; absent from jobs of set 1. */
  original?: PixelSize;
}

export function enqueueVariants(jobs: JobQueue, photo: Required<MakeVariantsJobData>): Promise<void> {
  return jobs.enqueue<MakeVariantsJobData>(MAKE_PHOTO_VARIANTS, photo, {
    jobId: variantsJobId(photo.photoId),
    attempts: 5,
  });
}

export function makePhotoVariants(blobs: BlobStore): JobHandler<MakeVariantsJobData> {
  return async ({ userId, photoId, original: size }) => {
    // Asked again for a photo whose variants are all there (a replay of the log by a reactor whose
    // checkpoint was lost): nothing to make.
    if (size && (await allExist(blobs, userId, photoId, madeVariants(size)))) return;
    const originalKey = photoBlobKey(userId, photoId, 'original');
    const original = await blobs.get(originalKey);
    // Removed before its variants were made: nothing to do.
    if (!original) return;
    const { thumbnail, large, sized } = await makeVariants(await buffer(original.body));
    await blobs.put(photoBlobKey(userId, photoId, 'thumbnail'), thumbnail, { contentType: 'image/jpeg' });
    await blobs.put(photoBlobKey(userId, photoId, 'large'), large, { contentType: 'image/jpeg' });
    for (const [variant, data] of sized)
      await blobs.put(photoBlobKey(userId, photoId, variant), data, { contentType: photoContentType(variant) });
    // A removal that ran while these were made deleted the files before they were written.
    if (!(await blobs.exists(originalKey))) await deleteFiles(blobs, userId, photoId);
  };
}

export function deletePhotoFiles(blobs: BlobStore): JobHandler<PhotoJobData> {
  return ({ userId, photoId }) => deleteFiles(blobs, userId, photoId);
}

async function allExist(blobs: BlobStore, userId: string, photoId: string, variants: PhotoVariant[]) {
  const found = await Promise.all(variants.map((variant) => blobs.exists(photoBlobKey(userId, photoId, variant))));
  return found.every(Boolean);
}

async function deleteFiles(blobs: BlobStore, userId: string, photoId: string): Promise<void> {
  await Promise.all(PHOTO_VARIANTS.map((variant) => blobs.delete(photoBlobKey(userId, photoId, variant))));
}
