import type { Test } from 'supertest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('HTTP edge: bad input, CSRF, errors, health, docs, language redirects', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ MAX_BODY_BYTES: '2048' });
    cookie = await t.signInAsAdmin();
  });
  afterAll(() => t.close());

  const headPosition = () => t.runtime.adapters.eventStore.headPosition();

  it.each([
    [
      'malformed JSON',
      (r: Test) => r.set('Content-Type', 'application/json').send('{"oops":'),
      400,
      'REQUEST.MALFORMED_JSON',
    ],
    ['unknown fields', (r: Test) => r.send({ sneaky: true }), 400, 'REQUEST.INVALID'],
    ['wrong types', (r: Test) => r.send([1, 2, 3]), 400, 'REQUEST.INVALID'],
    ['an oversized body', (r: Test) => r.send({ padding: 'x'.repeat(4096) }), 413, 'REQUEST.TOO_LARGE'],
    [
      'an unsupported content type',
      (r: Test) => r.set('Content-Type', 'application/xml').send('<a/>'),
      415,
      'REQUEST.UNSUPPORTED_MEDIA_TYPE',
    ],
  ])('%s gets %i {code, message} and appends nothing', async (_label, build, status, code) => {
    const before = await headPosition();
    const response = await build(t.http().post('/api/v1/admin/beta-keys').set('Cookie', cookie)).expect(status);
    expect(response.body).toMatchObject({ code, message: expect.any(String) });
    expect(await headPosition()).toBe(before);
  });

  it('answers validation failures with the offending fields', async () => {
    const response = await t.http().post('/api/v1/auth/sign-in').send({ email: 'nope', password: '123' }).expect(400);
    expect(response.body.details.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Invalid email' },
        { path: 'password', message: 'Password must have 6+ characters' },
      ]),
    );
  });

  it('refuses a cross-site state-changing request with 403 before anything runs', async () => {
    const before = await headPosition();
    const fromSecFetch = await t
      .http()
      .post('/api/v1/admin/beta-keys')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({})
      .expect(403);
    expect(fromSecFetch.body.code).toBe('AUTH.CSRF');
    const fromOrigin = await t
      .http()
      .post('/api/v1/admin/beta-keys')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .send({})
      .expect(403);
    expect(fromOrigin.body.code).toBe('AUTH.CSRF');
    expect(await headPosition()).toBe(before);
  });

  it('answers unknown API routes with 404 ROUTE.NOT_FOUND', async () => {
    const response = await t.http().get('/api/v1/nothing-here').expect(404);
    expect(response.body).toEqual({ code: 'ROUTE.NOT_FOUND', message: '404 - Not Found' });
  });

  it('gives wrong email and unknown user the same answer', async () => {
    const wrongPassword = await t
      .http()
      .post('/api/v1/auth/sign-in')
      .send({ email: 'admin@test.guanacastepros.cr', password: 'wrong-password' })
      .expect(401);
    const unknownUser = await t
      .http()
      .post('/api/v1/auth/sign-in')
      .send({ email: 'nobody@example.com', password: 'wrong-password' })
      .expect(401);
    expect(wrongPassword.body).toEqual({ code: 'AUTH.WRONG_CREDENTIALS', message: 'Wrong email or password' });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('rotates the session id at sign-in and deletes it on the server at sign-out', async () => {
    const first = await t.signInAsAdmin();
    const second = await t.signInAsAdmin();
    expect(second).not.toBe(first);
    const session = await t.http().get('/api/v1/session').set('Cookie', second).expect(200);
    expect(session.body.user).toMatchObject({ isAdmin: true, isAnonymous: false });
    const cookieLine = (
      await t
        .http()
        .post('/api/v1/auth/sign-in')
        .send({ email: 'admin@test.guanacastepros.cr', password: 'a-long-admin-password' })
    ).headers['set-cookie']![0]!;
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=Lax/i);
    await t.http().post('/api/v1/auth/sign-out').set('Cookie', second).expect(200);
    expect((await t.http().get('/api/v1/session').set('Cookie', second).expect(200)).body).toEqual({ user: null });
  });

  it('echoes a correlation id on every response', async () => {
    const response = await t.http().get('/api/v1/session').set('X-Correlation-Id', 'trace-abc-123').expect(200);
    expect(response.headers['x-correlation-id']).toBe('trace-abc-123');
  });

  it('reports every adapter on /api/health', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
    expect(Object.keys(response.body.adapters).sort()).toEqual([
      'blobStore',
      'eventStore',
      'jobQueue',
      'keyStore',
      'keyValue',
      'readStore',
      'sms',
    ]);
    expect(response.body.adapters.eventStore).toEqual({ adapter: 'sqlite', ok: true });
    expect(response.body.projector.position).toBeLessThanOrEqual(response.body.projector.head);
  });

  it('publishes an OpenAPI document built from the contracts', async () => {
    const response = await t.http().get('/api/docs').expect(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.paths['/api/v1/admin/beta-keys']).toHaveProperty('post');
    expect(response.body.paths['/api/v1/admin/beta-keys'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'consumed']),
    );
  });

  it.each([
    ['/profile/abc', '/en/profile/abc'],
    ['/fr/profile/abc?tab=reviews', '/en/profile/abc?tab=reviews'],
    ['/pt-BR/faq', '/en/faq'],
    ['/', '/en'],
  ])('redirects %s to %s for a visitor who names no language (a crawler)', async (path, location) => {
    const response = await t.http().get(path).expect(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("sends a page's form posted by the browser itself back to the page, its fields dropped", async () => {
    const posted = await t
      .http()
      .post('/en/signin?next=%2Fen')
      .type('form')
      .send({ email: 'someone@example.com', password: 'tamarindo-sunset-42' })
      .expect(303);
    expect(posted.headers.location).toBe('/en/signin');
    expect(posted.text).not.toContain('tamarindo');
    // Never back to another site.
    for (const path of ['//evil.example/en', '/\\evil.example/en'])
      expect((await t.http().post(path).type('form').send({ a: 1 })).headers.location ?? '').not.toMatch(/evil/);
  });

  describe("the language of a path without one: the visitor's remembered language, else their browser's", () => {
    const redirect = async (path: string, headers: Record<string, string>) =>
      (await t.http().get(path).set(headers).expect(302)).headers.location;

    it.each([
      ['es-CR,es;q=0.9', '/es'],
      ['fr-FR,fr;q=0.9,es;q=0.8,en;q=0.5', '/es'],
      ['en-US,en;q=0.9,es;q=0.8', '/en'],
      ['de-DE', '/en'],
    ])('Accept-Language %s → %s', async (acceptLanguage, location) => {
      expect(await redirect('/', { 'Accept-Language': acceptLanguage })).toBe(location);
    });

    it('prefers the language the visitor last used over the browser', async () => {
      expect(await redirect('/', { 'Accept-Language': 'en-US', Cookie: 'gp_lang=es' })).toBe('/es');
      expect(await redirect('/faq?x=1', { 'Accept-Language': 'es-CR', Cookie: 'gp_lang=en' })).toBe('/en/faq?x=1');
      // A cookie that names no language of ours is ignored.
      expect(await redirect('/', { 'Accept-Language': 'es-CR', Cookie: 'gp_lang=fr' })).toBe('/es');
    });

    it('remembers the language of a page for a year, once', async () => {
      const first = await t.http().get('/es/faq');
      const cookie = ([] as string[])
        .concat(first.headers['set-cookie'] ?? [])
        .find((line) => line.startsWith('gp_lang='));
      expect(cookie).toMatch(/^gp_lang=es; Max-Age=31536000; Path=\/; SameSite=Lax$/);
      const again = await t.http().get('/es/faq').set('Cookie', 'gp_lang=es');
      expect(again.headers['set-cookie']).toBeUndefined();
      const switched = await t.http().get('/en/faq').set('Cookie', 'gp_lang=es');
      expect(String(switched.headers['set-cookie'])).toMatch(/^gp_lang=en;/);
    });
  });
});
