import { isCacheable, toKeep, strategyFor, type SwRequest } from './sw-routing';

const origin = 'https://guanacastepros.cr';
const get = (path: string, extra: Partial<SwRequest> = {}): SwRequest => ({
  method: 'GET',
  url: `${origin}${path}`,
  mode: 'cors',
  accept: '*/*',
  ...extra,
});

describe('service worker routing', () => {
  it('never answers a write from the cache', () => {
    expect(strategyFor(get('/api/v1/reviews', { method: 'POST' }), origin)).toBe('network-only');
    expect(strategyFor(get('/api/v1/account/display-name', { method: 'PATCH' }), origin)).toBe('network-only');
  });

  it('reads the API from the network first', () => {
    expect(strategyFor(get('/api/v1/session'), origin)).toBe('network-first-api');
    expect(strategyFor(get('/api/v1/site-config'), origin)).toBe('network-first-api');
  });

  it('leaves live event streams, other origins and the admin app alone', () => {
    expect(strategyFor(get('/api/v1/access/stream', { accept: 'text/event-stream' }), origin)).toBe('network-only');
    expect(strategyFor(get('/x.js', { url: 'https://cdn.example.com/x.js' }), origin)).toBe('network-only');
    expect(strategyFor(get('/en/admin/accounts', { mode: 'navigate', accept: 'text/html' }), origin)).toBe(
      'network-only',
    );
    expect(strategyFor(get('/admin-assets/index-abc.js'), origin)).toBe('network-only');
  });

  it('serves pages from the network, with the shell as the offline fallback', () => {
    expect(strategyFor(get('/en', { mode: 'navigate', accept: 'text/html' }), origin)).toBe('page');
    expect(strategyFor(get('/es/faq?open=1', { mode: 'navigate', accept: 'text/html' }), origin)).toBe('page');
    // A profile whose id merely starts with "admin" is a public page.
    expect(strategyFor(get('/en/profile/admin-fan', { mode: 'navigate' }), origin)).toBe('page');
  });

  it('takes hashed build files from the cache, and other root files from the network first', () => {
    expect(strategyFor(get('/assets/index-Eb5NMdtY.js'), origin)).toBe('cache-first');
    expect(strategyFor(get('/manifest.webmanifest'), origin)).toBe('network-first');
  });

  it('keeps only whole successful same-origin answers', () => {
    expect(isCacheable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(isCacheable({ ok: true, status: 206, type: 'basic' })).toBe(false);
    expect(isCacheable({ ok: false, status: 404, type: 'basic' })).toBe(false);
    expect(isCacheable({ ok: false, status: 0, type: 'opaque' })).toBe(false);
  });

  it('keeps the build files a page names, and nothing else it might be sent', () => {
    const urls = [
      `${origin}/assets/home-Ab12.js`,
      '/assets/home-Cd34.css',
      `${origin}/api/v1/session`,
      'https://elsewhere.example/assets/evil.js',
      `${origin}/sw.js`,
      42,
      'http://[broken',
    ];
    expect(toKeep({ type: 'keep', urls }, origin)).toEqual({
      files: ['/assets/home-Ab12.js', '/assets/home-Cd34.css'],
    });
    const nothing = { files: [] };
    expect(toKeep({ type: 'other', urls }, origin)).toEqual(nothing);
    expect(toKeep({ type: 'keep', urls: 'x' }, origin)).toEqual(nothing);
    expect(toKeep(null, origin)).toEqual(nothing);
  });

  it('keeps a bounded number of files', () => {
    const many = Array.from({ length: 1000 }, (_, index) => `/assets/${index}.css`);
    expect(toKeep({ type: 'keep', urls: many }, origin).files).toHaveLength(300);
  });
});
