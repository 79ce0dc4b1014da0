import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { BUILT_INDEX_HTML } from './testing/index-html';

describe('pages travel compressed to browsers that accept it', () => {
  let t: TestApp;
  let fastify: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({}, { webIndexHtml: BUILT_INDEX_HTML });
    fastify = t.app.getHttpAdapter().getInstance() as FastifyInstance;
  });
  afterAll(() => t.close());

  const page = (acceptEncoding: string) =>
    fastify.inject({ method: 'GET', url: '/es/faq', headers: { 'accept-encoding': acceptEncoding } });

  it('sends brotli where accepted, gzip where only that is, and the same page as uncompressed', async () => {
    const plain = await page('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<html lang="es"');

    const brotli = await page('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the page as it is when every encoding is refused', async () => {
    const refused = await page('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<html lang="es"');
  });
});
