import type { Response } from 'supertest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app';

const setCookies = (response: Response) => ([] as string[]).concat(response.headers['set-cookie'] ?? []);
const cookiePair = (line: string) => line.split(';')[0]!;

describe('sessions: CSRF origin, impersonation lifetime, cookie prefix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://pros.example' });
  });
  afterAll(() => t.close());

  const session = async (cookie: string) =>
    (await t.http().get('/api/v1/session').set('Cookie', cookie).expect(200)).body.user as { id: string } | null;

  describe('CSRF origin check', () => {
    const signOut = (origin: string, proto: string) =>
      t
        .http()
        .post('/api/v1/auth/sign-out')
        .set('Host', 'app.internal:8080')
        .set('X-Forwarded-Proto', proto)
        .set('Origin', origin)
        .send();

    it('refuses an Origin with the right host but another scheme', async () => {
      expect((await signOut('https://app.internal:8080', 'http').expect(403)).body.code).toBe('AUTH.CSRF');
      expect((await signOut('http://app.internal:8080', 'https').expect(403)).body.code).toBe('AUTH.CSRF');
    });

    it('accepts the same scheme and host, and the public origin', async () => {
      await signOut('http://app.internal:8080', 'http').expect(200);
      await signOut('https://app.internal:8080', 'https').expect(200);
      await signOut('https://pros.example', 'https').expect(200);
    });
  });

  describe('impersonation', () => {
    const impersonate = async () => {
      const admin = await t.signInAsAdmin();
      const target = await t.member(`viewed-${Math.random().toString(36).slice(2)}@example.com`);
      const started = await t
        .http()
        .post('/api/v1/admin/impersonations')
        .set('Cookie', admin)
        .send({ userId: target.userId })
        .expect(200);
      return {
        admin,
        target,
        viewing: cookiePair(setCookies(started).find((line) => line.startsWith('gp_session='))!),
      };
    };

    it('ends when the admin signs out of their own session', async () => {
      const { admin, target, viewing } = await impersonate();
      expect((await session(viewing))?.id).toBe(target.userId);
      await t.http().post('/api/v1/auth/sign-out').set('Cookie', admin).expect(200);
      expect(await session(viewing)).toBeNull();
    });

    it('signing out while viewing as someone signs the admin out too', async () => {
      const { admin, viewing } = await impersonate();
      await t.http().post('/api/v1/auth/sign-out').set('Cookie', viewing).expect(200);
      expect(await session(admin)).toBeNull();
    });
  });

  describe('session cookie', () => {
    it('is __Host- prefixed over https: Secure, Path=/, no Domain, HttpOnly; and read back under that name', async () => {
      const signedIn = await t
        .http()
        .post('/api/v1/auth/sign-in')
        .set('X-Forwarded-Proto', 'https')
        .send(TEST_ADMIN)
        .expect(200);
      const line = setCookies(signedIn).find((cookie) => cookie.startsWith('__Host-gp_session='))!;
      expect(line).toBeDefined();
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).not.toMatch(/Domain=/i);
      const user = (
        await t
          .http()
          .get('/api/v1/session')
          .set('X-Forwarded-Proto', 'https')
          .set('Cookie', cookiePair(line))
          .expect(200)
      ).body.user;
      expect(user).toMatchObject({ isAdmin: true });
      // Under https a plain gp_session cookie (settable by a sibling subdomain or over http) is ignored.
      const plain = cookiePair(line).replace('__Host-', '');
      expect(
        (await t.http().get('/api/v1/session').set('X-Forwarded-Proto', 'https').set('Cookie', plain).expect(200)).body
          .user,
      ).toBeNull();
    });

    it('is plain gp_session over http (local development)', async () => {
      const signedIn = await t.http().post('/api/v1/auth/sign-in').send(TEST_ADMIN).expect(200);
      expect(setCookies(signedIn).some((cookie) => cookie.startsWith('gp_session='))).toBe(true);
    });
  });
});
