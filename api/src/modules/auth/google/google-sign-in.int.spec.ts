import { OAuth2Server, type MutableRedirectUri, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import type { Response } from 'supertest';
import { streamIds } from '@gp/shared';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { emailHash } from '../../users/public';

const CLIENT_ID = 'gp-test-client.apps.googleusercontent.com';
const CLIENT_SECRET = 'gp-test-client-secret';

/** A cookie the answer set, as `name=value`, or null. */
function cookieFrom(response: Response, name: string): string | null {
  const line = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`));
  return line ? line.split(';')[0]! : null;
}

describe('Google sign-in against a local OpenID Connect provider', () => {
  let provider: OAuth2Server;
  let t: TestApp;
  /** Claims the provider puts into the next ID tokens it signs (Google puts email and email_verified there). */
  let idTokenClaims: Record<string, unknown> = {};

  const streamTypes = async (streamId: string) =>
    (await t.runtime.adapters.eventStore.readStream(streamId)).map((event) => event.type);
  const emailStream = (email: string) => streamTypes(streamIds.email(emailHash(email)));
  const sessionUser = async (cookie: string) =>
    (await t.http().get('/api/v1/session').set('Cookie', cookie).expect(200)).body.user;

  /** Our start, then the provider's consent page (it approves at once); answers where the provider sends the browser back. */
  async function startGoogle(
    query = '',
    cookie?: string,
  ): Promise<{ callbackPath: string; stateCookie: string; authorizeUrl: URL }> {
    const start = t.http().get(`/api/v1/auth/google/start${query}`);
    if (cookie) void start.set('Cookie', cookie);
    const started = await start.expect(302);
    const authorizeUrl = new URL(started.headers.location!);
    const stateCookie = cookieFrom(started, 'gp_oidc_state');
    if (!stateCookie) throw new Error('start set no state cookie');
    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    return { callbackPath: `${back.pathname}${back.search}`, stateCookie, authorizeUrl };
  }

  async function callBack(
    callbackPath: string,
    cookies: string[],
  ): Promise<{ location: string; sessionCookie: string | null }> {
    const call = t.http().get(callbackPath);
    if (cookies.length) void call.set('Cookie', cookies.join('; '));
    const response = await call.expect(302);
    expect(response.headers['cache-control']).toBe('no-store');
    return { location: response.headers.location!, sessionCookie: cookieFrom(response, 'gp_session') };
  }

  async function googleSignIn(email: string, query = '', cookie?: string) {
    idTokenClaims = { email, email_verified: true };
    const { callbackPath, stateCookie } = await startGoogle(query, cookie);
    return callBack(callbackPath, cookie ? [stateCookie, cookie] : [stateCookie]);
  }

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    // The access token is signed too; only the ID token carries our client id as audience.
    provider.service.on('beforeTokenSigning', (token: MutableToken) => {
      if (token.payload.aud === CLIENT_ID) Object.assign(token.payload, idTokenClaims);
    });
    t = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: provider.issuer.url!,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  it('reports Google as a sign-in provider', async () => {
    expect((await t.http().get('/api/v1/auth/providers').expect(200)).body).toEqual({ google: true });
  });

  it("sends the browser to the provider's authorization endpoint with PKCE S256, a nonce and a state bound to the browser", async () => {
    const started = await t.http().get('/api/v1/auth/google/start?lang=es').expect(302);
    const url = new URL(started.headers.location!);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost:3000/api/v1/auth/google/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = url.searchParams.get('state')!;
    expect(cookieFrom(started, 'gp_oidc_state')).toBe(`gp_oidc_state=${state}`);
    expect(started.headers['set-cookie']!.toString()).toMatch(/gp_oidc_state=[^;]+;.*HttpOnly/);
    expect(JSON.parse((await t.runtime.adapters.keyValue.get(`oidc:${state}`))!)).toMatchObject({ lang: 'es' });
    expect(await t.runtime.adapters.keyValue.ttlMs(`oidc:${state}`)).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it('creates the account on the first sign-in with the link parameters, then signs the same account in again', async () => {
    const admin = await t.signInAsAdmin();
    const keyId = (await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201)).body
      .keyId as string;

    const first = await googleSignIn(
      'Lucia.Google@Example.com',
      `?lang=es&role=contractor&betakey=${keyId}&nextRoute=${encodeURIComponent('/es/search')}`,
    );
    expect(first.location).toBe(`/es/review-tos?nextRoute=${encodeURIComponent('/es/search')}`);
    const user = await sessionUser(first.sessionCookie!);
    expect(user).toMatchObject({
      isAnonymous: false,
      isContractor: true,
      hasBetaAccess: true,
      hasSignedCurrentTos: false,
      preferredLang: 'es',
    });
    // No password: the account signs in through Google only.
    expect(await streamTypes(streamIds.user(user.id))).toEqual([
      'UserRegistered',
      'ContractorRoleAssigned',
      'BetaAccessGranted',
    ]);
    expect((await t.runtime.adapters.eventStore.readStream(streamIds.user(user.id)))[0]!.data).toMatchObject({
      email: 'lucia.google@example.com',
    });
    await t
      .http()
      .post('/api/v1/auth/sign-in')
      .send({ email: 'lucia.google@example.com', password: 'any-password' })
      .expect(401);

    const second = await googleSignIn('lucia.google@example.com', '?lang=en');
    expect(second.sessionCookie).not.toBe(first.sessionCookie);
    expect((await sessionUser(second.sessionCookie!)).id).toBe(user.id);
    expect(second.location).toBe(`/en/review-tos?nextRoute=${encodeURIComponent('/en/account-setup/basic-info')}`);
    expect(await emailStream('lucia.google@example.com')).toEqual(['EmailClaimed']);
    expect(await streamTypes(streamIds.user(user.id))).toHaveLength(3);
  });

  it('signs in the email-and-password account that holds the email instead of making a second one', async () => {
    const { body } = await t.signUp({ email: 'maria@example.com', password: 'arenal-volcano' });
    const google = await googleSignIn('Maria@Example.com');
    expect(google.location).toBe('/en/coming-soon');
    expect((await sessionUser(google.sessionCookie!)).id).toBe(body.user.id);
    expect(await emailStream('maria@example.com')).toEqual(['EmailClaimed']);
    await t.signIn('maria@example.com', 'arenal-volcano');
  });

  it('links the anonymous session that started the sign-in, and ends it', async () => {
    const anonymous = await t.http().post('/api/v1/auth/anonymous').send({}).expect(200);
    const anonymousCookie = cookieFrom(anonymous, 'gp_session')!;
    const google = await googleSignIn('reviewer.google@example.com', '', anonymousCookie);
    const user = await sessionUser(google.sessionCookie!);
    const linked = (await t.runtime.adapters.eventStore.readStream(streamIds.user(user.id))).find(
      (event) => event.type === 'AnonymousUserLinked',
    );
    expect(linked?.data).toMatchObject({ anonymousUserId: anonymous.body.user.id });
    expect(await sessionUser(anonymousCookie)).toBeNull();
  });

  it('brings a Spanish anonymous reviewer without access back to the Spanish review form, not to the waitlist', async () => {
    const pro = await t.contractor('pro.resenas@example.com', 'Playa Fix');
    const saved = await t
      .http()
      .post('/api/v1/reviews')
      .set('Accept-Language', 'es')
      .send({
        contractorId: pro.userId,
        rating: 5,
        name: 'Laura',
        email: 'laura@example.com',
        title: 'Excelente',
        body: 'Arregló la bomba.',
      })
      .expect(201);
    const anonymousCookie = cookieFrom(saved, 'gp_session')!;
    const nextRoute = `/es/leave-a-review/${pro.userId}?reviewsuccess`;

    const google = await googleSignIn(
      'laura.resena@example.com',
      `?lang=es&nextRoute=${encodeURIComponent(nextRoute)}`,
      anonymousCookie,
    );
    expect(google.location).toBe(nextRoute);
    expect(await sessionUser(google.sessionCookie!)).toMatchObject({ preferredLang: 'es', hasBetaAccess: false });
  });

  it('brings a Spanish reviewer with access back to the review form, after the terms', async () => {
    const admin = await t.signInAsAdmin();
    const keyId = (await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201)).body
      .keyId as string;
    const nextRoute = '/es/leave-a-review/pro-1?reviewsuccess';
    const google = await googleSignIn(
      'resena.beta@example.com',
      `?lang=es&betakey=${keyId}&nextRoute=${encodeURIComponent(nextRoute)}`,
    );
    expect(google.location).toBe(`/es/review-tos?nextRoute=${encodeURIComponent(nextRoute)}`);
  });

  it('refuses a replayed callback silently: back to sign-in, no session', async () => {
    idTokenClaims = { email: 'replay@example.com', email_verified: true };
    const { callbackPath, stateCookie } = await startGoogle('?lang=es');
    expect((await callBack(callbackPath, [stateCookie])).sessionCookie).not.toBeNull();
    const replay = await callBack(callbackPath, [stateCookie]);
    expect(replay).toEqual({ location: '/en/signin', sessionCookie: null });
  });

  it("refuses a callback without the browser's state cookie (a link started by someone else), and spends its state", async () => {
    idTokenClaims = { email: 'csrf-victim@example.com', email_verified: true };
    const { callbackPath, stateCookie } = await startGoogle('?lang=es&nextRoute=/es/search');
    expect(await callBack(callbackPath, [])).toEqual({
      location: '/es/signin?nextRoute=%2Fes%2Fsearch',
      sessionCookie: null,
    });
    expect(await callBack(callbackPath, [stateCookie])).toEqual({ location: '/en/signin', sessionCookie: null });
    expect(await emailStream('csrf-victim@example.com')).toEqual([]);
  });

  const tamperWithIdToken = (response: MutableResponse) => {
    const body = response.body as { id_token: string };
    const [header, payload, signature] = body.id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    body.id_token = [
      header,
      Buffer.from(JSON.stringify({ ...claims, email: 'someone-else@example.com' })).toString('base64url'),
      signature,
    ].join('.');
  };

  it.each<{ refusal: string; claims?: Record<string, unknown>; arrange?: () => void }>([
    { refusal: 'a wrong nonce', claims: { nonce: 'not-the-nonce-we-sent' } },
    { refusal: 'an unverified email', claims: { email_verified: false } },
    { refusal: 'no email_verified claim', claims: { email_verified: undefined } },
    { refusal: 'another audience', claims: { aud: 'another-client.apps.googleusercontent.com' } },
    { refusal: 'another issuer', claims: { iss: 'https://accounts.example.com' } },
    { refusal: 'an expired ID token', claims: { exp: Math.floor(Date.now() / 1000) - 600 } },
    {
      refusal: 'an ID token whose signature does not match',
      arrange: () => provider.service.once('beforeResponse', tamperWithIdToken),
    },
    {
      refusal: 'a token endpoint error',
      arrange: () =>
        provider.service.once('beforeResponse', (response: MutableResponse) =>
          Object.assign(response, { statusCode: 400, body: { error: 'invalid_grant' } }),
        ),
    },
    {
      refusal: 'denied consent',
      arrange: () =>
        provider.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
          url.searchParams.delete('code');
          url.searchParams.set('error', 'access_denied');
        }),
    },
  ])(
    'ignores a sign-in with $refusal silently: back to sign-in with the link, no session, no account',
    async ({ refusal, claims, arrange }) => {
      const email = `refused-${refusal.replace(/\W+/g, '-')}@example.com`;
      arrange?.();
      idTokenClaims = { email, email_verified: true, ...claims };
      const { callbackPath, stateCookie } = await startGoogle(`?lang=es&nextRoute=${encodeURIComponent('/es/search')}`);
      expect(await callBack(callbackPath, [stateCookie])).toEqual({
        location: '/es/signin?nextRoute=%2Fes%2Fsearch',
        sessionCookie: null,
      });
      expect(await emailStream(email)).toEqual([]);
      expect(await emailStream('someone-else@example.com')).toEqual([]);
    },
  );
});

describe('Google sign-in when it is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports no Google provider, and its start link goes back to the sign-in page', async () => {
    expect((await t.http().get('/api/v1/auth/providers').expect(200)).body).toEqual({ google: false });
    const started = await t.http().get('/api/v1/auth/google/start?lang=es&betakey=k-1').expect(302);
    expect(started.headers.location).toBe('/es/signin?betakey=k-1');
    expect(started.headers['set-cookie']).toBeUndefined();
  });
});
