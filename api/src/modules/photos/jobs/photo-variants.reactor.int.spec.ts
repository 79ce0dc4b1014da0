import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkpointKey, reactorCheckpointId } from '@gp/projections';
import { madeVariants, photoUrl, SIZED_VARIANTS, type PhotoVariant } from '@gp/shared';
import { openSqlite } from '../../../infrastructure/sqlite/open-sqlite';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { photoBlobKey } from '../photo-files';
import { jpegOf } from '../testing/image-fixtures';
import { MAKE_PHOTO_VARIANTS, PHOTO_VARIANT_SET, variantsJobId } from './photo-jobs';

describe('photo variants of photos uploaded before the sized variants existed', () => {
  let dataDir: string;
  let t: TestApp | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gp-photo-backfill-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are made in the background once the server starts', async () => {
    // A data folder as the previous version left it: a photo with its original, thumbnail and
    // large JPEGs and no sized variant, whose variants job ran under the photo's own id, and the
    // checkpoint of that version's reactor.
    t = await createTestApp({ DATA_DIR: dataDir });
    const owner = await t.member('old-photos@example.com');
    const upload = await t
      .http()
      .post('/api/v1/account/photos?kind=work')
      .set('Cookie', owner.cookie)
      .set('Content-Type', 'image/jpeg')
      .send(await jpegOf(1000, 750))
      .expect(201);
    const { photoId } = upload.body as { photoId: string };
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(photoId));
    // Approved, so that anyone gets its files, cached for good.
    await t
      .http()
      .post(`/api/v1/admin/photos/${owner.userId}/${photoId}/approve`)
      .set('Cookie', await t.signInAsAdmin())
      .expect(200);
    const exists = (variant: PhotoVariant) =>
      t!.runtime.adapters.blobStore.exists(photoBlobKey(owner.userId, photoId, variant));
    for (const variant of SIZED_VARIANTS)
      await t.runtime.adapters.blobStore.delete(photoBlobKey(owner.userId, photoId, variant));
    await t.close();
    const db = openSqlite(join(dataDir, 'guanacaste.sqlite'));
    db.prepare('UPDATE job_queue SET job_id = ? WHERE job_id = ?').run(photoId, variantsJobId(photoId));
    db.prepare('UPDATE key_value SET key = ? WHERE key = ?').run(
      checkpointKey(reactorCheckpointId('photo-variants-v1')),
      checkpointKey(reactorCheckpointId(`photo-variants-v${PHOTO_VARIANT_SET}`)),
    );
    db.close();

    t = await createTestApp({ DATA_DIR: dataDir });
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(photoId));
    for (const variant of madeVariants({ width: 1000, height: 750 })) expect(await exists(variant)).toBe(true);
    const response = await t
      .http()
      .get(photoUrl(owner.userId, photoId, 'full-640.avif'))
      .expect(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/avif',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
});
