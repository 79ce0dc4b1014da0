import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import {
  MAX_PHOTOS_PER_USER,
  MAX_UPLOAD_BYTES,
  PHOTO_VARIANTS,
  photoContentType,
  photoSources,
  photoUrl,
  type PhotoKind,
  type PhotoVariant,
  type PhotoView,
} from '@gp/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ModeratePhotoCommand } from '../admin/public';
import { DECODE_CONCURRENCY, imageDecodes, MAX_INPUT_PIXELS } from './images/photo-images';
import { DELETE_PHOTO_FILES, MAKE_PHOTO_VARIANTS, makePhotoVariants, variantsJobId } from './jobs/photo-jobs';
import { photoBlobKey } from './photo-files';
import {
  gifOf,
  hasGpsDirectory,
  jpegOf,
  jpegWithGpsAndOrientation,
  pngDeclaring,
  pngOf,
} from './testing/image-fixtures';
import { rawHttp, type RawHttp } from './testing/raw-http';

describe('photos: upload, variants, serving, removal', () => {
  let t: TestApp;
  let raw: RawHttp;
  let owner: { cookie: string; userId: string };
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    raw = await rawHttp(t.app.getHttpServer());
    owner = await t.member('photographer@example.com');
    admin = await t.signInAsAdmin();
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  const upload = (cookie: string, body: Buffer, contentType = 'image/jpeg', kind: PhotoKind = 'work') =>
    t
      .http()
      .post(`/api/v1/account/photos?kind=${kind}`)
      .set('Cookie', cookie)
      .set('Content-Type', contentType)
      .send(body);
  const fetchPhoto = (url: string, cookie?: string) => {
    const call = t
      .http()
      .get(url)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    if (cookie) void call.set('Cookie', cookie);
    return call;
  };
  const stored = async (userId: string, photoId: string, variant: PhotoVariant) => {
    const blob = await t.runtime.adapters.blobStore.get(photoBlobKey(userId, photoId, variant));
    return blob ? buffer(blob.body) : null;
  };
  /** Photo ids with a stored original, read from the embedded BlobStore's directory. */
  const storedOriginals = (userId: string) => {
    const folder = join(t.runtime.config.DATA_DIR, 'uploads', 'photos', userId);
    return existsSync(folder)
      ? readdirSync(folder).filter((photoId) => existsSync(join(folder, photoId, 'original.jpg')))
      : [];
  };
  const moderate = async (userId: string, photoId: string, decision: ModeratePhotoCommand['decision']) => {
    const context = {
      commandId: `test-${Math.random()}`,
      metadata: { actorId: null, onBehalfOf: null, correlationId: 'photos-test' },
    };
    const { position } = await t.app
      .get(CommandBus)
      .execute(new ModeratePhotoCommand(userId, photoId, decision, context));
    await t.runtime.projector!.waitForPosition(position, 5_000);
  };
  const reject = (userId: string, photoId: string, note: string) =>
    moderate(userId, photoId, { approve: false, reasonCode: 'not-work', note });
  /** Approved, a photo's files are anyone's, cached for good (DESIGN §9). */
  const approve = (userId: string, photoId: string) => moderate(userId, photoId, { approve: true });

  it('stores a JPEG as a bounded original and makes the thumbnail and large variants in the background', async () => {
    const response = await upload(owner.cookie, await jpegOf(1600, 1200)).expect(201);
    const { photoId } = response.body;
    expect(response.body).toEqual({
      photoId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      position: expect.any(Number),
      urls: {
        original: photoUrl(owner.userId, photoId, 'original'),
        large: photoUrl(owner.userId, photoId, 'large'),
        thumbnail: photoUrl(owner.userId, photoId, 'thumbnail'),
      },
    });
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(photoId));
    expect(await sharp((await stored(owner.userId, photoId, 'original'))!).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1200,
    });
    expect(await sharp((await stored(owner.userId, photoId, 'thumbnail'))!).metadata()).toMatchObject({
      format: 'jpeg',
      width: 500,
      height: 500,
    });
    expect(await sharp((await stored(owner.userId, photoId, 'large'))!).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1200,
    });

    const profile = await t
      .http()
      .get(`/api/v1/profiles/${owner.userId}`)
      .set('Cookie', owner.cookie)
      .set('X-Min-Position', String(response.body.position))
      .expect(200);
    expect(profile.body.photos).toContainEqual(
      expect.objectContaining({ id: photoId, status: 'pending', urls: response.body.urls }),
    );
  });

  it('re-encodes a PNG as JPEG and bounds a large one to 3000 × 3000', async () => {
    const response = await upload(owner.cookie, await pngOf(3600, 1800), 'image/png').expect(201);
    const original = await sharp((await stored(owner.userId, response.body.photoId, 'original'))!).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 3000, height: 1500 });
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(response.body.photoId));
  });

  it('drops EXIF and GPS from the stored original after turning the image upright', async () => {
    const input = await jpegWithGpsAndOrientation(300, 200);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('ProbeCam');
    expect(hasGpsDirectory(before.exif!)).toBe(true);

    const { body } = await upload(owner.cookie, input).expect(201);
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(body.photoId));
    for (const variant of ['original', 'large', 'thumbnail'] as const) {
      const after = await sharp((await stored(owner.userId, body.photoId, variant))!).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
    }
    // Orientation 6 is a quarter turn: the stored pixels are portrait.
    expect(await sharp((await stored(owner.userId, body.photoId, 'original'))!).metadata()).toMatchObject({
      width: 200,
      height: 300,
    });
  });

  it.each([
    ['a GIF declared as PNG', () => gifOf(40, 40), 'image/png'],
    ['a GIF sent as octet-stream', () => gifOf(40, 40), 'application/octet-stream'],
    ['a text file declared as JPEG', async () => Buffer.from('not an image at all'), 'image/jpeg'],
  ])('refuses %s by its bytes with 415, storing nothing', async (_name, file, contentType) => {
    const head = await t.runtime.adapters.eventStore.headPosition();
    const originals = storedOriginals(owner.userId).length;
    const response = await upload(owner.cookie, await file(), contentType).expect(415);
    expect(response.body.code).toBe('PHOTO.UNSUPPORTED_TYPE');
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(head);
    expect(storedOriginals(owner.userId)).toHaveLength(originals);
  });

  it(`refuses a ${MAX_INPUT_PIXELS / 1_000_000}-megapixel-plus PNG (17,000 × 17,000 declared) with 422 without decoding it`, async () => {
    const bomb = pngDeclaring(17_000, 17_000);
    expect(bomb.length).toBeLessThan(2_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 17_000,
      height: 17_000,
    });
    const response = await upload(owner.cookie, bomb, 'image/png').expect(422);
    expect(response.body.code).toBe('PHOTO.UNREADABLE');
  });

  it('refuses a truncated JPEG with 422', async () => {
    const whole = await jpegOf(800, 600);
    const response = await upload(owner.cookie, whole.subarray(0, Math.floor(whole.length * 0.6))).expect(422);
    expect(response.body.code).toBe('PHOTO.UNREADABLE');
  });

  describe('size limit', () => {
    it(`answers a Content-Length of ${MAX_UPLOAD_BYTES + 1} with 413 before the body is sent, storing nothing`, async () => {
      const head = await t.runtime.adapters.eventStore.headPosition();
      const originals = storedOriginals(owner.userId).length;
      // Only 64 KiB of the announced 20,000,001 bytes ever leave the client.
      const response = await raw.send({
        method: 'POST',
        path: '/api/v1/account/photos?kind=work',
        headers: { Cookie: owner.cookie, 'Content-Type': 'image/jpeg', 'Content-Length': String(MAX_UPLOAD_BYTES + 1) },
        bodyBytes: 64 * 1024,
      });
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body).code).toBe('PHOTO.TOO_LARGE');
      expect(response.headers.connection).toBe('close');
      expect(await t.runtime.adapters.eventStore.headPosition()).toBe(head);
      expect(storedOriginals(owner.userId)).toHaveLength(originals);
    });

    it('cuts a chunked body off at the limit with 413', async () => {
      const head = await t.runtime.adapters.eventStore.headPosition();
      const originals = storedOriginals(owner.userId).length;
      const response = await raw.send({
        method: 'POST',
        path: '/api/v1/account/photos?kind=work',
        // No Content-Length: Node sends the body chunked. It starts like a JPEG, so the type check passes.
        headers: { Cookie: owner.cookie, 'Content-Type': 'image/jpeg' },
        prefix: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        bodyBytes: 24_000_000,
      });
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body).code).toBe('PHOTO.TOO_LARGE');
      expect(response.headers.connection).toBe('close');
      expect(response.bytesWritten).toBeGreaterThan(MAX_UPLOAD_BYTES);
      expect(await t.runtime.adapters.eventStore.headPosition()).toBe(head);
      expect(storedOriginals(owner.userId)).toHaveLength(originals);
    });
  });

  it('answers 409 once the photo cap is reached, keeping no file of the refused photo', async () => {
    const collector = await t.member('collector@example.com');
    const small = await jpegOf(24, 24);
    for (let index = 0; index < MAX_PHOTOS_PER_USER; index++) await upload(collector.cookie, small).expect(201);
    const refused = await upload(collector.cookie, small).expect(409);
    expect(refused.body.code).toBe('PHOTO.LIMIT_REACHED');
    expect(storedOriginals(collector.userId)).toHaveLength(MAX_PHOTOS_PER_USER);
    // The cap is checked before decoding: a file that would fail to decode (422) is refused for the cap.
    const undecodable = Buffer.concat([(await pngOf(8, 8)).subarray(0, 33), Buffer.alloc(64, 7)]);
    expect((await upload(collector.cookie, undecodable, 'image/png').expect(409)).body.code).toBe(
      'PHOTO.LIMIT_REACHED',
    );
  });

  it('decodes a burst of uploads a few at a time, and stores every one', async () => {
    const burst = await t.member('burst@example.com');
    const photo = await pngOf(1200, 900);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(burst.cookie, photo, 'image/png')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(imageDecodes.peak).toBe(DECODE_CONCURRENCY);
  });

  describe('serving', () => {
    let photoId: string;
    // A ceiling, not a wait: the variants job encodes AVIF and WebP at three sizes, which a busy
    // two-core machine has taken past the 30 s default to finish.
    beforeAll(async () => {
      ({ photoId } = (await upload(owner.cookie, await jpegOf(900, 700)).expect(201)).body);
      await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(photoId));
      await approve(owner.userId, photoId);
    }, 90_000);

    it('serves every variant as an immutable, non-sniffable JPEG', async () => {
      for (const variant of ['original', 'large', 'thumbnail'] as const) {
        const response = await fetchPhoto(photoUrl(owner.userId, photoId, variant)).expect(200);
        expect(response.headers).toMatchObject({
          'content-type': 'image/jpeg',
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        });
        expect(response.body).toEqual(await stored(owner.userId, photoId, variant));
      }
    });

    it('serves every sized variant typed by its format, immutable, as the profile lists it', async () => {
      const profile = await t.http().get(`/api/v1/profiles/${owner.userId}`).set('Cookie', owner.cookie).expect(200);
      const { sources } = profile.body.photos.find((photo: PhotoView) => photo.id === photoId) as PhotoView;
      expect(sources).toEqual({
        square: photoSources(owner.userId, photoId, 'square'),
        full: photoSources(owner.userId, photoId, 'full', { width: 900, height: 700 }),
      });
      for (const { url, width } of [...sources.full.avif, ...sources.full.webp, ...sources.square.jpeg]) {
        const response = await fetchPhoto(url).expect(200);
        const variant = url.split('/').pop() as PhotoVariant;
        expect(response.headers).toMatchObject({
          'content-type': photoContentType(variant),
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        });
        expect(response.body).toEqual(await stored(owner.userId, photoId, variant));
        expect((await sharp(response.body).metadata()).width).toBe(width);
      }
    });

    it('stands in for a variant not made yet with the JPEG of its shape, else the original, cached only until it is made', async () => {
      const { body } = await upload(owner.cookie, await jpegOf(800, 600)).expect(201);
      await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(body.photoId));
      await approve(owner.userId, body.photoId);
      const blobs = t.runtime.adapters.blobStore;
      const standIn = async (variant: PhotoVariant, servedAs: PhotoVariant) => {
        await blobs.delete(photoBlobKey(owner.userId, body.photoId, variant));
        const response = await fetchPhoto(photoUrl(owner.userId, body.photoId, variant)).expect(200);
        expect(response.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'public, no-cache' });
        expect(response.body).toEqual(await stored(owner.userId, body.photoId, servedAs));
      };
      await standIn('square-320.avif', 'thumbnail');
      await standIn('full-640.webp', 'large');
      await standIn('thumbnail', 'original');
      await standIn('square-160.avif', 'original');
      await standIn('large', 'original');
      await standIn('full-1280.jpg', 'original');
      // The stand-in's answer is not the variant's: once made, the variant is served for good.
      await makePhotoVariants(blobs)({ userId: owner.userId, photoId: body.photoId }, { jobId: 'again', attempt: 1 });
      const made = await fetchPhoto(photoUrl(owner.userId, body.photoId, 'full-1280.avif')).expect(200);
      expect(made.headers).toMatchObject({
        'content-type': 'image/avif',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    });

    it('answers 404 for unknown photos and users, 400 for an unknown variant', async () => {
      expect(
        (
          await t
            .http()
            .get(photoUrl(owner.userId, '00000000-0000-5000-8000-000000000000', 'original'))
            .expect(404)
        ).body.code,
      ).toBe('PHOTO.NOT_FOUND');
      await t
        .http()
        .get(photoUrl('no-such-user', photoId, 'original'))
        .expect(404);
      for (const variant of ['huge', 'full-1000.avif', 'square-160.png', 'original.jpg'])
        await t.http().get(`/api/v1/photos/${owner.userId}/${photoId}/${variant}`).expect(400);
    });

    it('hides a rejected photo from everyone but its owner and admins, who get it uncached', async () => {
      const { body } = await upload(owner.cookie, await jpegOf(300, 300)).expect(201);
      await reject(owner.userId, body.photoId, 'A stock photo');
      // Its owner sees why (the code, read in their language, and the admin's note).
      const own = await t.http().get(`/api/v1/profiles/${owner.userId}`).set('Cookie', owner.cookie).expect(200);
      expect(own.body.photos.find((photo: { id: string }) => photo.id === body.photoId)).toMatchObject({
        status: 'rejected',
        rejection: { code: 'not-work', note: 'A stock photo' },
      });
      await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(body.photoId));
      const stranger = await t.member('stranger@example.com');
      for (const variant of ['large', 'square-160.avif', 'full-640.webp', 'full-640.jpg'] as const) {
        const url = photoUrl(owner.userId, body.photoId, variant);
        expect((await t.http().get(url).expect(404)).body.code).toBe('PHOTO.NOT_FOUND');
        await t.http().get(url).set('Cookie', stranger.cookie).expect(404);
        for (const cookie of [owner.cookie, admin]) {
          const response = await fetchPhoto(url, cookie).expect(200);
          expect(response.headers).toMatchObject({
            'cache-control': 'private, no-store',
            'content-type': photoContentType(variant),
          });
        }
      }
      // A stand-in for a variant not made yet is no less private.
      await t.runtime.adapters.blobStore.delete(photoBlobKey(owner.userId, body.photoId, 'full-640.avif'));
      const url = photoUrl(owner.userId, body.photoId, 'full-640.avif');
      await t.http().get(url).expect(404);
      expect((await fetchPhoto(url, owner.cookie).expect(200)).headers['cache-control']).toBe('private, no-store');
    });
  });

  it('rejects a photo only for a reason from the list ("other" with a note), and a refused request changes nothing', async () => {
    const { body } = await upload(owner.cookie, await jpegOf(200, 200)).expect(201);
    const url = `/api/v1/admin/photos/${owner.userId}/${body.photoId}/reject`;
    for (const refused of [
      {},
      { code: 'ugly' },
      { code: 'other' },
      { code: 'other', note: ' \u200b ' },
      { reason: 'Blurry' },
    ]) {
      expect((await t.http().post(url).set('Cookie', admin).send(refused).expect(400)).body.code).toBe(
        'REQUEST.INVALID',
      );
    }
    const own = async () =>
      (await t.http().get(`/api/v1/profiles/${owner.userId}`).set('Cookie', owner.cookie).expect(200)).body.photos.find(
        (photo: { id: string }) => photo.id === body.photoId,
      );
    expect(await own()).toMatchObject({ status: 'pending', rejection: null });

    const rejected = await t.http().post(url).set('Cookie', admin).send({ code: 'people' }).expect(200);
    await t.runtime.projector!.waitForPosition(rejected.body.position, 5_000);
    expect(await own()).toMatchObject({ status: 'rejected', rejection: { code: 'people', note: null } });
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(body.photoId));
  });

  it('uses a photo as the profile or cover photo', async () => {
    const { body } = await upload(owner.cookie, await jpegOf(400, 400)).expect(201);
    const asProfile = await t
      .http()
      .put(`/api/v1/account/photos/${body.photoId}/use-as`)
      .set('Cookie', owner.cookie)
      .send({ as: 'profile' })
      .expect(200);
    let profile = await t
      .http()
      .get(`/api/v1/profiles/${owner.userId}`)
      .set('Cookie', owner.cookie)
      .set('X-Min-Position', String(asProfile.body.position))
      .expect(200);
    expect(profile.body.profilePhoto?.id).toBe(body.photoId);
    const asCover = await t
      .http()
      .put(`/api/v1/account/photos/${body.photoId}/use-as`)
      .set('Cookie', owner.cookie)
      .send({ as: 'cover' })
      .expect(200);
    profile = await t
      .http()
      .get(`/api/v1/profiles/${owner.userId}`)
      .set('Cookie', owner.cookie)
      .set('X-Min-Position', String(asCover.body.position))
      .expect(200);
    expect(profile.body.coverPhoto?.id).toBe(body.photoId);

    await t
      .http()
      .put(`/api/v1/account/photos/${body.photoId}/use-as`)
      .set('Cookie', owner.cookie)
      .send({ as: 'banner' })
      .expect(400);
    await t
      .http()
      .put('/api/v1/account/photos/00000000-0000-5000-8000-000000000000/use-as')
      .set('Cookie', owner.cookie)
      .send({ as: 'cover' })
      .expect(404);
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(body.photoId));
  });

  it('uploads straight into the profile photo with kind=profile', async () => {
    const { body } = await upload(owner.cookie, await jpegOf(256, 256), 'image/jpeg', 'profile').expect(201);
    const profile = await t
      .http()
      .get(`/api/v1/profiles/${owner.userId}`)
      .set('Cookie', owner.cookie)
      .set('X-Min-Position', String(body.position))
      .expect(200);
    expect(profile.body.profilePhoto?.id).toBe(body.photoId);
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(body.photoId));
  });

  it("tells the admin's queue what each photo is used as: profile photo, cover or work photo", async () => {
    const pro = await t.member('three-kinds@example.com');
    const uploaded: Record<string, string> = {};
    let position = 0;
    for (const kind of ['profile', 'cover', 'work'] as const) {
      const { body } = await upload(pro.cookie, await jpegOf(200, 200), 'image/jpeg', kind).expect(201);
      uploaded[body.photoId] = kind;
      position = body.position;
      await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(body.photoId));
    }
    const queue = await t
      .http()
      .get('/api/v1/admin/photos?status=pending&pageSize=100')
      .set('Cookie', admin)
      .set('X-Min-Position', String(position))
      .expect(200);
    const kinds = Object.fromEntries(
      queue.body.items
        .filter((item: { userId: string }) => item.userId === pro.userId)
        .map((item: { photoId: string; kind: string }) => [item.photoId, item.kind]),
    );
    expect(kinds).toEqual(uploaded);
  });

  it('removes a photo: gone from the profile, 404 to serve, its files deleted in the background', async () => {
    const { body } = await upload(owner.cookie, await jpegOf(320, 240)).expect(201);
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(body.photoId));
    const removed = await t
      .http()
      .delete(`/api/v1/account/photos/${body.photoId}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    await t.jobSettled(DELETE_PHOTO_FILES, body.photoId);
    for (const variant of PHOTO_VARIANTS) expect(await stored(owner.userId, body.photoId, variant)).toBeNull();
    await t
      .http()
      .get(photoUrl(owner.userId, body.photoId, 'square-160.avif'))
      .expect(404);
    await t
      .http()
      .get(photoUrl(owner.userId, body.photoId, 'original'))
      .expect(404);
    const profile = await t
      .http()
      .get(`/api/v1/profiles/${owner.userId}`)
      .set('Cookie', owner.cookie)
      .set('X-Min-Position', String(removed.body.position))
      .expect(200);
    expect(profile.body.photos.map((photo: { id: string }) => photo.id)).not.toContain(body.photoId);
    expect(
      (await t.http().delete(`/api/v1/account/photos/${body.photoId}`).set('Cookie', owner.cookie).expect(404)).body
        .code,
    ).toBe('PHOTO.NOT_FOUND');
  });

  it('only lets members with access upload, and only to the raw-body routes', async () => {
    const jpeg = await jpegOf(32, 32);
    await t.http().post('/api/v1/account/photos?kind=work').set('Content-Type', 'image/jpeg').send(jpeg).expect(401);
    await upload(owner.cookie, jpeg, 'image/jpeg', 'banner' as PhotoKind).expect(400);
    // JSON is not a file; an image body on a JSON route is not a request.
    expect(
      (
        await t
          .http()
          .post('/api/v1/account/photos?kind=work')
          .set('Cookie', owner.cookie)
          .send({ file: 'x' })
          .expect(415)
      ).body.code,
    ).toBe('PHOTO.UNSUPPORTED_TYPE');
    const onJsonRoute = await t
      .http()
      .patch('/api/v1/account/profile')
      .set('Cookie', owner.cookie)
      .set('Content-Type', 'image/jpeg')
      .send(jpeg)
      .expect(415);
    expect(onJsonRoute.body.code).toBe('REQUEST.UNSUPPORTED_MEDIA_TYPE');
  });
});
