import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobStore } from '@gp/shared/server';

export interface BlobStoreUnderTest {
  store: BlobStore;
  cleanup(): Promise<void>;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A body that arrives in many small chunks, as an upload does. */
function chunked(bytes: Buffer, chunkSize = 64 * 1024): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += chunkSize)
    chunks.push(bytes.subarray(offset, offset + chunkSize));
  return Readable.from(chunks);
}

/** A body that fails part-way, as when a client disconnects mid-upload. */
function failingBody(): Readable {
  return Readable.from(
    (async function* () {
      yield randomBytes(256 * 1024);
      throw new Error('client went away');
    })(),
  );
}

/** The behaviour every BlobStore adapter must show. Each test uses its own keys. */
export function blobStoreContract(name: string, create: () => Promise<BlobStoreUnderTest>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let subject: BlobStoreUnderTest;
    let store: BlobStore;

    beforeEach(async () => {
      subject = await create();
      store = subject.store;
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    const photoKey = (file = 'original.jpg') => `photos/${randomUUID()}/${randomUUID()}/${file}`;

    async function expectBlob(key: string, bytes: Buffer, contentType: string): Promise<void> {
      const blob = await store.get(key);
      expect(blob).not.toBeNull();
      expect(blob!.contentType).toBe(contentType);
      expect(blob!.size).toBe(bytes.length);
      expect((await readAll(blob!.body)).equals(bytes)).toBe(true);
    }

    it('round-trips a Buffer body with its size and content type', async () => {
      const key = photoKey();
      const bytes = randomBytes(3000);
      expect(await store.put(key, bytes, { contentType: 'image/jpeg' })).toEqual({ size: 3000 });
      await expectBlob(key, bytes, 'image/jpeg');
    });

    it('round-trips a Readable body', async () => {
      const key = photoKey('thumb.webp');
      const bytes = randomBytes(200 * 1024 + 17);
      expect(await store.put(key, chunked(bytes, 10_000), { contentType: 'image/webp' })).toEqual({
        size: bytes.length,
      });
      await expectBlob(key, bytes, 'image/webp');
    });

    it('round-trips a multi-megabyte streamed body intact', async () => {
      const key = photoKey();
      const bytes = randomBytes(6 * 1024 * 1024 + 123);
      expect(await store.put(key, chunked(bytes), { contentType: 'image/png' })).toEqual({ size: bytes.length });
      await expectBlob(key, bytes, 'image/png');
    });

    it('stores an empty body', async () => {
      const key = photoKey();
      expect(await store.put(key, Buffer.alloc(0), { contentType: 'text/plain' })).toEqual({ size: 0 });
      await expectBlob(key, Buffer.alloc(0), 'text/plain');
    });

    it('overwrites a key with new bytes and content type', async () => {
      const key = photoKey();
      await store.put(key, randomBytes(5000), { contentType: 'image/jpeg' });
      const replacement = randomBytes(1200);
      expect(await store.put(key, chunked(replacement, 100), { contentType: 'image/webp' })).toEqual({ size: 1200 });
      await expectBlob(key, replacement, 'image/webp');
    });

    it('keeps keys that share a prefix apart', async () => {
      const original = photoKey('original.jpg');
      const thumb = original.replace(/original\.jpg$/, 'thumb.jpg');
      const originalBytes = randomBytes(100);
      const thumbBytes = randomBytes(50);
      await store.put(original, originalBytes, { contentType: 'image/jpeg' });
      await store.put(thumb, thumbBytes, { contentType: 'image/webp' });
      await store.delete(thumb);
      await expectBlob(original, originalBytes, 'image/jpeg');
      expect(await store.exists(thumb)).toBe(false);
    });

    it('answers null and false for a key never written', async () => {
      const key = photoKey();
      expect(await store.get(key)).toBeNull();
      expect(await store.exists(key)).toBe(false);
    });

    it('exists only between put and delete', async () => {
      const key = photoKey();
      await store.put(key, randomBytes(10), { contentType: 'image/jpeg' });
      expect(await store.exists(key)).toBe(true);
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      expect(await store.get(key)).toBeNull();
    });

    it('deletes a missing key without complaint', async () => {
      await expect(store.delete(photoKey())).resolves.toBeUndefined();
    });

    it('stores nothing when the body fails part-way', async () => {
      const key = photoKey();
      await expect(store.put(key, failingBody(), { contentType: 'image/jpeg' })).rejects.toThrow('client went away');
      expect(await store.exists(key)).toBe(false);
      expect(await store.get(key)).toBeNull();
    });

    it('keeps the previous blob when an overwrite fails part-way', async () => {
      const key = photoKey();
      const bytes = randomBytes(4000);
      await store.put(key, bytes, { contentType: 'image/jpeg' });
      await expect(store.put(key, failingBody(), { contentType: 'image/webp' })).rejects.toThrow('client went away');
      await expectBlob(key, bytes, 'image/jpeg');
    });

    it('ping resolves', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
