import { buffer } from 'node:stream/consumers';
import type { BlobStore, JobHandler } from '@gp/shared/server';
import { makeVariants } from '../images/photo-images';
import { PHOTO_VARIANTS, photoBlobKey } from '../photo-files';

/** Makes the thumbnail and large variants of a stored original. Job id: the photo id. */
export const MAKE_PHOTO_VARIANTS = 'make-photo-variants';
/** Deletes every file of a removed photo. Job id: the photo id. */
export const DELETE_PHOTO_FILES = 'delete-photo-files';

export interface PhotoJobData {
  userId: string;
  photoId: string;
}

export function makePhotoVariants(blobs: BlobStore): JobHandler<PhotoJobData> {
  return async ({ userId, photoId }) => {
    const originalKey = photoBlobKey(userId, photoId, 'original');
    const original = await blobs.get(originalKey);
    // Removed before its variants were made: nothing to do.
    if (!original) return;
    const { thumbnail, large } = await makeVariants(await buffer(original.body));
    await blobs.put(photoBlobKey(userId, photoId, 'thumbnail'), thumbnail, { contentType: 'image/jpeg' });
    await blobs.put(photoBlobKey(userId, photoId, 'large'), large, { contentType: 'image/jpeg' });
    // A removal that ran while these were made deleted the files before they were written.
    if (!(await blobs.exists(originalKey))) await deleteFiles(blobs, userId, photoId);
  };
}

export function deletePhotoFiles(blobs: BlobStore): JobHandler<PhotoJobData> {
  return ({ userId, photoId }) => deleteFiles(blobs, userId, photoId);
}

async function deleteFiles(blobs: BlobStore, userId: string, photoId: string): Promise<void> {
  await Promise.all(PHOTO_VARIANTS.map((variant) => blobs.delete(photoBlobKey(userId, photoId, variant))));
}
