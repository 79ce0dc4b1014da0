import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { LocalBlobStore } from '../../../infrastructure/blob-store/local-blob-store';
import { photoBlobKey } from '../photo-files';
import { jpegOf } from '../testing/image-fixtures';
import { deletePhotoFiles, makePhotoVariants } from './photo-jobs';

describe('photo jobs on the embedded BlobStore', () => {
  let dir: string;
  let blobs: LocalBlobStore;
  const photo = { userId: 'user-1', photoId: 'photo-1' };
  const context = { jobId: photo.photoId, attempt: 1 };
  const key = (variant: 'original' | 'large' | 'thumbnail') => photoBlobKey(photo.userId, photo.photoId, variant);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gp-photo-jobs-'));
    blobs = new LocalBlobStore(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes both variants, and making them again gives the same files', async () => {
    await blobs.put(key('original'), await jpegOf(700, 400), { contentType: 'image/jpeg' });
    const read = async (variant: 'large' | 'thumbnail') => {
      const blob = (await blobs.get(key(variant)))!;
      expect(blob.contentType).toBe('image/jpeg');
      return buffer(blob.body);
    };
    await makePhotoVariants(blobs)(photo, context);
    const first = { thumbnail: await read('thumbnail'), large: await read('large') };
    expect(await sharp(first.thumbnail).metadata()).toMatchObject({ width: 500, height: 500 });
    expect(await sharp(first.large).metadata()).toMatchObject({ width: 700, height: 400 });
    await makePhotoVariants(blobs)(photo, { ...context, attempt: 2 });
    expect({ thumbnail: await read('thumbnail'), large: await read('large') }).toEqual(first);
  });

  it('does nothing for a photo removed before its job ran', async () => {
    await makePhotoVariants(blobs)(photo, context);
    expect(await blobs.exists(key('thumbnail'))).toBe(false);
    expect(await blobs.exists(key('large'))).toBe(false);
  });

  it('deletes every file of a removed photo, and a second run finds nothing to do', async () => {
    await blobs.put(key('original'), await jpegOf(300, 300), { contentType: 'image/jpeg' });
    await makePhotoVariants(blobs)(photo, context);
    await deletePhotoFiles(blobs)(photo, context);
    await deletePhotoFiles(blobs)(photo, context);
    for (const variant of ['original', 'large', 'thumbnail'] as const)
      expect(await blobs.exists(key(variant))).toBe(false);
  });
});
