import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { BUILT_INDEX_HTML } from './testing/index-html';

const SCRIPT = 'export const greeting = "pura vida";\n'.repeat(40);
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 2, 3]);

describe("the web builds' files, served from memory", () => {
  let t: TestApp;
  let fastify: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        webIndexHtml: BUILT_INDEX_HTML,
        webFiles: {
          'assets/app-abc123.js': SCRIPT,
          'assets/app-abc123.js.br': brotliCompressSync(SCRIPT),
          'assets/app-abc123.js.gz': gzipSync(SCRIPT),
          'assets/inter-abc123.woff2': FONT,
          'sw.js': 'self.addEventListener("fetch", () => undefined);',
          'manifest.webmanifest': '{"name":"Guanacaste Pros"}',
          'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
          'robots.txt': 'User-agent: *\nDisallow: /stale-build-copy\n',
          'admin-assets/admin-def456.css': 'body{margin:0}',
        },
      },
    );
    fastify = t.app.getHttpAdapter().getInstance() as FastifyInstance;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    fastify.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('sends the copy each browser accepts, the same bytes as the file', async () => {
    const brotli = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.rawPayload).toEqual(brotliCompressSync(SCRIPT));

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync(SCRIPT));

    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    // Each copy is its own version for a cache.
    expect(new Set([brotli, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(3);
  });

  it('keeps hashed files a year, and has the service worker and manifest checked on every load', async () => {
    const caching = async (url: string) => (await get(url)).headers['cache-control'];
    expect(await caching('/assets/app-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(await caching('/admin-assets/admin-def456.css')).toBe('public, max-age=31536000, immutable');
    expect(await caching('/sw.js')).toBe('no-cache');
    expect(await caching('/manifest.webmanifest')).toBe('no-cache');
    expect(await caching('/favicon.svg')).toBe('public, max-age=3600');
  });

  it('names each type, and sends a file without a compressed copy as it is, with no Vary', async () => {
    const font = await get('/assets/inter-abc123.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
    expect(font.rawPayload).toEqual(FONT);
    expect((await get('/manifest.webmanifest')).headers['content-type']).toBe('application/manifest+json');
    expect((await get('/admin-assets/admin-def456.css')).body).toBe('body{margin:0}');
    // Security headers as on every answer.
    expect(font.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 to a browser that holds the version, by ETag or by date, and the file to one that does not', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    const byTag = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    const strongForm = etag.replace(/^W\//, '');
    expect(
      (await get('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': strongForm })).statusCode,
    ).toBe(304);
    const otherVersion = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': 'W/"1-1"' });
    expect(otherVersion.statusCode).toBe(200);
    expect(otherVersion.rawPayload).toEqual(first.rawPayload);

    const lastModified = first.headers['last-modified'] as string;
    expect((await get('/assets/app-abc123.js', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get('/assets/app-abc123.js', { 'if-modified-since': before })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await fastify.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves nothing else: unknown names, the compressed copies by name, paths out of the build, a stale robots.txt', async () => {
    for (const url of ['/assets/app-unknown.js', '/assets/app-abc123.js.br', '/admin-assets/app-abc123.js'])
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    // A path out of the build is no file's route (the language redirect may answer it, never a file).
    for (const url of [
      '/assets/../../etc/passwd',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fetc%2fpasswd',
    ]) {
      const answer = await get(url);
      expect([url, answer.statusCode === 200 || answer.body.includes('root:')]).toEqual([url, false]);
    }
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).not.toContain('stale-build-copy');
  });
});
