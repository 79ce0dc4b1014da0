import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, UPLOAD_CHUNK_MIN_BYTES } from '@gp/shared';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { MAKE_PHOTO_VARIANTS, variantsJobId } from '../jobs/photo-jobs';
import { gifOf, jpegOf } from '../testing/image-fixtures';
import { rawHttp, type RawHttp } from '../testing/raw-http';

describe('resumable photo uploads', () => {
  let t: TestApp;
  let raw: RawHttp;
  let owner: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    raw = await rawHttp(t.app.getHttpServer());
    owner = await t.member('mobile@example.com');
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  const start = (cookie: string, body: object) =>
    t.http().post('/api/v1/account/uploads').set('Cookie', cookie).send(body);
  const progress = (cookie: string, uploadId: string) =>
    t.http().get(`/api/v1/account/uploads/${uploadId}`).set('Cookie', cookie);
  const put = (cookie: string, uploadId: string, file: Buffer, from: number, to: number) =>
    t
      .http()
      .put(`/api/v1/account/uploads/${uploadId}`)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/octet-stream')
      .set('Content-Range', `bytes ${from}-${to - 1}/${file.length}`)
      .send(file.subarray(from, to));
  /** Chunk files the embedded BlobStore holds for an upload. */
  const storedChunks = (uploadId: string) => {
    const folder = join(t.runtime.config.DATA_DIR, 'uploads', 'uploads', uploadId);
    return existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
  };

  it('continues after a dropped connection from the offset a fresh request asks for, then stores the photo', async () => {
    const file = await jpegOf(1400, 1000, 95);
    // The client's chunk sizes: 256 KiB, doubling.
    const cuts = [0, UPLOAD_CHUNK_MIN_BYTES, 3 * UPLOAD_CHUNK_MIN_BYTES, file.length];
    expect(file.length).toBeGreaterThan(cuts[2]!);

    const started = await start(owner.cookie, { size: file.length, kind: 'work' }).expect(201);
    const { uploadId } = started.body;
    expect(started.body).toEqual({ uploadId: expect.any(String), offset: 0, size: file.length });

    const first = await put(owner.cookie, uploadId, file, cuts[0]!, cuts[1]!).expect(200);
    expect(first.body).toEqual({ uploadId, offset: cuts[1], size: file.length });
    expect(first.headers['upload-offset']).toBe(String(cuts[1]));

    // The second chunk: its Content-Length is announced, half of it sent, then the connection drops.
    await raw.sendAndCut({
      method: 'PUT',
      path: `/api/v1/account/uploads/${uploadId}`,
      headers: {
        Cookie: owner.cookie,
        'Content-Type': 'application/octet-stream',
        'Content-Range': `bytes ${cuts[1]}-${cuts[2]! - 1}/${file.length}`,
        'Content-Length': String(cuts[2]! - cuts[1]!),
      },
      body: file.subarray(cuts[1], cuts[1]! + (cuts[2]! - cuts[1]!) / 2),
    });

    // A fresh request: only whole chunks count.
    const resumed = await progress(owner.cookie, uploadId).expect(200);
    expect(resumed.body.offset).toBe(cuts[1]);
    expect(resumed.headers['upload-offset']).toBe(String(cuts[1]));
    const head = await t.http().head(`/api/v1/account/uploads/${uploadId}`).set('Cookie', owner.cookie).expect(200);
    expect(head.headers['upload-offset']).toBe(String(cuts[1]));

    expect((await put(owner.cookie, uploadId, file, cuts[1]!, cuts[2]!).expect(200)).body.offset).toBe(cuts[2]);
    const done = await put(owner.cookie, uploadId, file, cuts[2]!, cuts[3]!).expect(201);
    expect(done.body).toMatchObject({ photoId: expect.any(String), position: expect.any(Number) });

    const original = await t
      .http()
      .get(done.body.urls.original)
      .set('Cookie', owner.cookie)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(await sharp(original.body as Buffer).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1400,
      height: 1000,
    });
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(done.body.photoId));

    // Finished: the chunks and the upload record are gone.
    expect(storedChunks(uploadId)).toEqual([]);
    await progress(owner.cookie, uploadId).expect(404);
  });

  it(`refuses an upload over ${MAX_UPLOAD_BYTES} bytes when it starts`, async () => {
    expect((await start(owner.cookie, { size: MAX_UPLOAD_BYTES + 1, kind: 'work' }).expect(413)).body.code).toBe(
      'PHOTO.TOO_LARGE',
    );
    await start(owner.cookie, { size: 0, kind: 'work' }).expect(400);
    await start(owner.cookie, { size: 1000, kind: 'poster' }).expect(400);
  });

  it('answers a chunk that does not start at the offset with 409 and the offset, keeping nothing of it', async () => {
    const file = await jpegOf(1000, 800, 95);
    const { uploadId } = (await start(owner.cookie, { size: file.length, kind: 'work' }).expect(201)).body;
    await put(owner.cookie, uploadId, file, 0, UPLOAD_CHUNK_MIN_BYTES).expect(200);
    const skipped = await put(owner.cookie, uploadId, file, 2 * UPLOAD_CHUNK_MIN_BYTES, file.length).expect(409);
    expect(skipped.body).toMatchObject({ code: 'CONCURRENCY.CONFLICT', details: { offset: UPLOAD_CHUNK_MIN_BYTES } });
    const again = await put(owner.cookie, uploadId, file, 0, UPLOAD_CHUNK_MIN_BYTES).expect(409);
    expect(again.body.details.offset).toBe(UPLOAD_CHUNK_MIN_BYTES);
    expect(storedChunks(uploadId)).toHaveLength(1);
  });

  it('checks the Content-Range against the upload before reading a byte', async () => {
    const file = await jpegOf(1000, 800, 95);
    const { uploadId } = (await start(owner.cookie, { size: file.length, kind: 'work' }).expect(201)).body;
    const call = (range: string | null, body: Buffer) => {
      const request = t
        .http()
        .put(`/api/v1/account/uploads/${uploadId}`)
        .set('Cookie', owner.cookie)
        .set('Content-Type', 'application/octet-stream');
      if (range) void request.set('Content-Range', range);
      return request.send(body);
    };
    await call(null, file.subarray(0, 1000)).expect(400);
    await call(`bytes 0-999/${file.length + 1}`, file.subarray(0, 1000)).expect(400);
    // Too small for a chunk that is not the last.
    expect((await call(`bytes 0-999/${file.length}`, file.subarray(0, 1000)).expect(400)).body.details.reason).toMatch(
      /at least/,
    );
    // The body is not what the range announced.
    await call(
      `bytes 0-${UPLOAD_CHUNK_MIN_BYTES - 1}/${file.length}`,
      file.subarray(0, UPLOAD_CHUNK_MIN_BYTES + 10),
    ).expect(400);
    expect((await progress(owner.cookie, uploadId).expect(200)).body.offset).toBe(0);
    expect(storedChunks(uploadId)).toEqual([]);
  });

  it('keeps an upload to its owner: anyone else gets the 404 of an unknown one', async () => {
    const file = await jpegOf(600, 400);
    const { uploadId } = (await start(owner.cookie, { size: file.length, kind: 'work' }).expect(201)).body;
    const other = await t.member('other-mobile@example.com');
    await progress(other.cookie, uploadId).expect(404);
    await put(other.cookie, uploadId, file, 0, file.length).expect(404);
    await progress(owner.cookie, 'no-such-upload').expect(404);
    await t.http().get(`/api/v1/account/uploads/${uploadId}`).expect(401);
    expect((await progress(owner.cookie, uploadId).expect(200)).body.offset).toBe(0);
  });

  it('checks the finished file exactly like a direct upload, and drops a refused one', async () => {
    const gif = await gifOf(300, 300);
    const { uploadId } = (await start(owner.cookie, { size: gif.length, kind: 'work' }).expect(201)).body;
    const refused = await put(owner.cookie, uploadId, gif, 0, gif.length).expect(415);
    expect(refused.body.code).toBe('PHOTO.UNSUPPORTED_TYPE');
    expect(storedChunks(uploadId)).toEqual([]);
    await progress(owner.cookie, uploadId).expect(404);
  });
});
