/** @jest-environment node */
import { json, startLocalHttpServer, type LocalHttpServer } from '../testing/local-http-server';
import { sessionUser } from '../testing/session-user';
import { getSession, sessionKey } from './get-session';

let api: LocalHttpServer;
beforeAll(async () => {
  api = await startLocalHttpServer();
});
afterAll(() => api.close());

describe('getSession', () => {
  const url = () => `${api.origin}${sessionKey}`;

  it('returns the signed-in user', async () => {
    const user = sessionUser();
    api.respondWith(json(200, { user }));
    await expect(getSession(url())).resolves.toEqual({ user });
    expect(api.received[0]!.url).toBe('/api/v1/session');
  });

  it('returns no user when the server says so', async () => {
    api.respondWith(json(200, { user: null }));
    await expect(getSession(url())).resolves.toEqual({ user: null });
  });

  it.each([401, 404])('treats %i as signed out', async (status) => {
    api.respondWith(json(status, { code: status === 401 ? 'AUTH.REQUIRED' : 'ROUTE.NOT_FOUND', message: 'x' }));
    await expect(getSession(url())).resolves.toEqual({ user: null });
  });

  it('lets other failures through, so SWR retries them', async () => {
    api.respondWith(json(503, { code: 'SERVER.UNAVAILABLE', message: 'Down for a moment.' }));
    await expect(getSession(url())).rejects.toMatchObject({ status: 503, code: 'SERVER.UNAVAILABLE' });
  });
});
