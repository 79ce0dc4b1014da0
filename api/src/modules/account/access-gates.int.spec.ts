import { createTestApp, type TestApp } from '../../testing/test-app';

describe('access gates on restricted endpoints', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signInAsAdmin();
  });
  afterAll(() => t.close());

  const changeName = (cookie: string | null, lang = 'en') => {
    const call = t.http().put('/api/v1/account/display-name').set('Accept-Language', lang);
    if (cookie) void call.set('Cookie', cookie);
    return call.send({ displayName: 'Playa Fix' });
  };

  it.each(['en', 'es'])('(%s) answers 401 to a visitor and to an anonymous session', async (lang) => {
    const visitor = await changeName(null, lang).expect(401);
    expect(visitor.body.message).toBe(lang === 'es' ? 'Inicia sesión para continuar.' : 'Please sign in to continue.');
    const anonymous = await t.http().post('/api/v1/auth/anonymous').send({}).expect(200);
    await changeName(anonymous.headers['set-cookie']![0]!.split(';')[0]!, lang).expect(401);
  });

  it.each(['en', 'es'])('(%s) answers 403 BETA_REQUIRED without beta access', async (lang) => {
    const { cookie } = await t.signUp({ email: `nobeta-${lang}@example.com`, password: 'arenal-volcano' });
    const refused = await changeName(cookie, lang).expect(403);
    expect(refused.body).toEqual({
      code: 'BETA_REQUIRED',
      message:
        lang === 'es' ? 'Tu cuenta todavía no tiene acceso beta.' : 'Your account does not have beta access yet.',
    });
  });

  it.each(['en', 'es'])('(%s) answers 403 TERMS_REQUIRED with beta access but unsigned terms', async (lang) => {
    const keyId = (await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201)).body.keyId;
    const { cookie } = await t.signUp({
      email: `noterms-${lang}@example.com`,
      password: 'arenal-volcano',
      betaKey: keyId,
    });
    const refused = await changeName(cookie, lang).expect(403);
    expect(refused.body).toEqual({
      code: 'TERMS_REQUIRED',
      message:
        lang === 'es'
          ? 'Primero acepta los Términos de Servicio vigentes.'
          : 'Please accept the current Terms of Service first.',
    });
  });

  it('lets a member with beta access and signed terms through, and the change shows in the session', async () => {
    const { cookie } = await t.member('member@example.com');
    await changeName(cookie).expect(200);
    expect((await t.http().get('/api/v1/session').set('Cookie', cookie)).body.user.displayName).toBe('Playa Fix');
  });

  it('lets an admin through without beta access', async () => {
    await changeName(admin).expect(200);
  });

  it.each(['en', 'es'])('(%s) refuses an empty display name', async (lang) => {
    const { cookie } = await t.member(`blank-${lang}@example.com`);
    const refused = await t
      .http()
      .put('/api/v1/account/display-name')
      .set('Cookie', cookie)
      .set('Accept-Language', lang)
      .send({ displayName: '   ' })
      .expect(400);
    expect(refused.body.details.issues).toContainEqual({
      path: 'displayName',
      message: lang === 'es' ? 'Escribe un nombre para mostrar.' : 'Please enter a display name.',
    });
  });

  describe('admin grants and revokes beta access', () => {
    it('is refused to non-admins with ADMIN_REQUIRED', async () => {
      const { cookie, userId } = await t.member('not-admin@example.com');
      const refused = await t
        .http()
        .put(`/api/v1/admin/users/${userId}/beta-access`)
        .set('Cookie', cookie)
        .send({ hasBetaAccess: false })
        .expect(403);
      expect(refused.body.code).toBe('ADMIN_REQUIRED');
    });

    it('grants and revokes, each as an event', async () => {
      const { cookie, body } = await t.signUp({ email: 'waiting@example.com', password: 'arenal-volcano' });
      const userId = body.user.id;
      await t
        .http()
        .put(`/api/v1/admin/users/${userId}/beta-access`)
        .set('Cookie', admin)
        .send({ hasBetaAccess: true })
        .expect(200);
      expect((await t.http().get('/api/v1/session').set('Cookie', cookie)).body.user.hasBetaAccess).toBe(true);
      await t
        .http()
        .put(`/api/v1/admin/users/${userId}/beta-access`)
        .set('Cookie', admin)
        .send({ hasBetaAccess: false })
        .expect(200);
      expect((await t.http().get('/api/v1/session').set('Cookie', cookie)).body.user.hasBetaAccess).toBe(false);
      const types = (await t.runtime.adapters.eventStore.readStream(`user-${userId}`)).map((event) => [
        event.type,
        event.metadata.actorId,
      ]);
      expect(types.slice(-2)).toEqual([
        ['BetaAccessGranted', expect.any(String)],
        ['BetaAccessRevoked', expect.any(String)],
      ]);
    });

    it('answers 404 for an unknown user and 400 for a malformed id', async () => {
      expect(
        (
          await t
            .http()
            .put('/api/v1/admin/users/no-such-user/beta-access')
            .set('Cookie', admin)
            .send({ hasBetaAccess: true })
            .expect(404)
        ).body.code,
      ).toBe('USER.NOT_FOUND');
      await t
        .http()
        .put('/api/v1/admin/users/bad%20id/beta-access')
        .set('Cookie', admin)
        .send({ hasBetaAccess: true })
        .expect(400);
    });
  });
});

describe('live access feed (Server-Sent Events)', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = await t.app.getUrl();
  });
  afterAll(() => t.close());

  it('tells an open waitlist page the moment an admin grants access', async () => {
    const { cookie, body } = await t.signUp({ email: 'waitlist@example.com', password: 'arenal-volcano' });
    const admin = await t.signInAsAdmin();
    const controller = new AbortController();
    const response = await fetch(`${origin}/api/v1/session/events`, {
      headers: { Cookie: cookie, Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextAccessEvent = async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: access'))
            return JSON.parse(
              block
                .split('\n')
                .find((line) => line.startsWith('data: '))!
                .slice(6),
            );
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    expect(await nextAccessEvent()).toEqual({ hasBetaAccess: false, hasSignedCurrentTos: false, isAdmin: false });
    await t
      .http()
      .put(`/api/v1/admin/users/${body.user.id}/beta-access`)
      .set('Cookie', admin)
      .send({ hasBetaAccess: true })
      .expect(200);
    expect(await nextAccessEvent()).toEqual({ hasBetaAccess: true, hasSignedCurrentTos: false, isAdmin: false });
    controller.abort();
  });

  it('answers a stream without a signed-in session with one signed-out event, not an error status', async () => {
    const anonymous = await t.http().post('/api/v1/auth/anonymous').send({});
    const anonymousCookie = ([] as string[])
      .concat(anonymous.headers['set-cookie'] ?? [])
      .map((line) => line.split(';')[0])
      .join('; ');
    const callers: Record<string, string>[] = [
      {},
      { Cookie: 'gp_session=expired-or-unknown' },
      { Cookie: anonymousCookie },
    ];
    for (const headers of callers) {
      const response = await fetch(`${origin}/api/v1/session/events`, {
        headers: { ...headers, Accept: 'text/event-stream' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const body = await response.text();
      expect(body).toContain('event: signed-out');
      expect(body).toContain('retry: 86400000');
      expect(body).not.toContain('event: access');
    }
  });
});
