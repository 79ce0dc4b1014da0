import { createTestApp, type TestApp } from '../../testing/test-app';
import { PUBLIC_REVALIDATE } from './conditional-get';
import {
  API_CACHE_CONTROL,
  API_CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
} from './security-headers';

/** Every kind of document the server gives: pages (or their not-built 503), files, redirects. */
const PAGES = [
  ['the home page', '/en'],
  ['a static page', '/es/faq'],
  ['a profile page', '/en/profile/some-id'],
  ['an admin page', '/en/admin/accounts'],
  ['the 404 page', '/en/no-such-page'],
  ['a language redirect', '/faq'],
  ['a static file', '/favicon.svg'],
  ['robots.txt', '/robots.txt'],
  ['the sitemap', '/sitemap.xml'],
] as const;

/** Every kind of API answer. */
const API_ANSWERS = [
  ['an API answer', '/api/health'],
  ['an API list', '/api/v1/pros'],
  ['an API error', '/api/v1/no-such-route'],
  ['an API refusal', '/api/v1/account/leads'],
] as const;

describe('security headers on every response', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    behindProxy = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
    await behindProxy.close();
  });

  const expectEveryAnswersHeaders = (headers: Record<string, string>) => {
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http here: no HSTS, which would pin a development host to https.
    expect(headers['strict-transport-security']).toBeUndefined();
  };

  it.each(PAGES)(
    '%s (%s) carries the CSP, nosniff, framing, referrer and permissions policies',
    async (_kind, path) => {
      const { headers } = await t.http().get(path);
      expectEveryAnswersHeaders(headers);
      expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      // "Near me" asks the phone's location from the site's own pages; no embedded frame may.
      expect(headers['permissions-policy']).toContain('geolocation=(self)');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    },
  );

  it.each(API_ANSWERS)('%s (%s) may load and run nothing if opened as a page, nor be framed', async (_kind, path) => {
    const { headers } = await t.http().get(path);
    expectEveryAnswersHeaders(headers);
    expect(headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  it("keeps API answers out of every cache unless their route allows it: a session, an admin's list, errors and refusals", async () => {
    const admin = await t.signInAsAdmin();
    const cacheControl = async (path: string, cookie?: string) => {
      const request = t.http().get(path);
      return (await (cookie ? request.set('Cookie', cookie) : request)).headers['cache-control'];
    };
    for (const [path, cookie] of [
      ['/api/v1/session', admin],
      ['/api/v1/admin/beta-keys', admin],
      ['/api/v1/account/leads', undefined],
      ['/api/v1/no-such-route', undefined],
      ['/api/health', undefined],
    ] as const)
      expect([path, await cacheControl(path, cookie)]).toEqual([path, API_CACHE_CONTROL]);
    // A public read says how it may be kept (conditional-get.ts), pages and files too.
    expect(await cacheControl('/api/v1/pros')).toBe(PUBLIC_REVALIDATE);
    expect(await cacheControl('/favicon.svg')).not.toBe(API_CACHE_CONTROL);
  });

  it('a refused cross-site write carries them too', async () => {
    const response = await t
      .http()
      .post('/api/v1/auth/sign-out')
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(response.status).toBe(403);
    expectEveryAnswersHeaders(response.headers);
    expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it('adds HSTS when the request came over https (through a trusted proxy)', async () => {
    const overHttps = await behindProxy.http().get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await behindProxy.http().get('/api/health').set('X-Forwarded-Proto', 'http');
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});
