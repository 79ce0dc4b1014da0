import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { madeVariants, PHOTO_VARIANTS, photoContentType, type PhotoVariant } from '@gp/shared';
import { LocalBlobStore } from '../../../infrastructure/blob-store/local-blob-store';
import { photoBlobKey } from '../photo-files';
import { jpegOf } from '../testing/image-fixtures';
import { deletePhotoFiles, makePhotoVariants } from './photo-jobs';

describe('photo jobs on the embedded BlobStore', () => {
  let dir: string;
  let blobs: LocalBlobStore;
  const photo = { userId: 'user-1', photoId: 'photo-1' };
  const context = { jobId: photo.photoId, attempt: 1 };
  const key = (variant: PhotoVariant) => photoBlobKey(photo.userId, photo.photoId, variant);
  const read = async (variant: PhotoVariant) => {
    const blob = (await blobs.get(key(variant)))!;
    expect(blob.contentType).toBe(photoContentType(variant));
    return buffer(blob.body);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gp-photo-jobs-'));
    blobs = new LocalBlobStore(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes every variant, typed by its format, and making them again gives the same JPEGs', async () => {
    await blobs.put(key('original'), await jpegOf(700, 400), { contentType: 'image/jpeg' });
    await makePhotoVariants(blobs)(photo, context);
    const first = { thumbnail: await read('thumbnail'), large: await read('large') };
    expect(await sharp(first.thumbnail).metadata()).toMatchObject({ width: 500, height: 500 });
    expect(await sharp(first.large).metadata()).toMatchObject({ width: 700, height: 400 });
    for (const variant of madeVariants({ width: 700, height: 400 })) await read(variant);
    expect(await sharp(await read('full-1280.avif')).metadata()).toMatchObject({ width: 700, height: 400 });
    await makePhotoVariants(blobs)(photo, { ...context, attempt: 2 });
    expect({ thumbnail: await read('thumbnail'), large: await read('large') }).toEqual(first);
  });

  it('makes nothing when asked again for a photo whose variants are all there, and all of them when one is missing', async () => {
    const original = { width: 640, height: 480 };
    await blobs.put(key('original'), await jpegOf(original.width, original.height), { contentType: 'image/jpeg' });
    const job = { ...photo, original };
    await makePhotoVariants(blobs)(job, context);
    const puts = jest.spyOn(blobs, 'put');
    await makePhotoVariants(blobs)(job, context);
    expect(puts).not.toHaveBeenCalled();
    await blobs.delete(key('square-320.webp'));
    await makePhotoVariants(blobs)(job, context);
    expect(puts).toHaveBeenCalledTimes(madeVariants(original).length);
    expect(await blobs.exists(key('square-320.webp'))).toBe(true);
  });

  it('does nothing for a photo removed before its job ran', async () => {
    await makePhotoVariants(blobs)(photo, context);
    for (const variant of PHOTO_VARIANTS) expect(await blobs.exists(key(variant))).toBe(false);
  });

  it('deletes every file of a removed photo, and a second run finds nothing to do', async () => {
    await blobs.put(key('original'), await jpegOf(300, 300), { contentType: 'image/jpeg' });
    await makePhotoVariants(blobs)(photo, context);
    await deletePhotoFiles(blobs)(photo, context);
    await deletePhotoFiles(blobs)(photo, context);
    for (const variant of PHOTO_VARIANTS) expect(await blobs.exists(key(variant))).toBe(false);
  });
});
