/** @jest-environment node */
import { json, startLocalHttpServer, type LocalHttpServer } from '@gp/web-common/testing/local-http-server';
import { deleteAccount, deleteAccountKey } from './delete-account';

let api: LocalHttpServer;
beforeAll(async () => {
  api = await startLocalHttpServer();
});
afterAll(() => api.close());

describe('deleteAccount', () => {
  const url = () => `${api.origin}${deleteAccountKey}`;

  it('deletes the account with the choice about reviews, and answers the position of the write', async () => {
    api.respondWith(json(200, { position: 7 }));
    await expect(deleteAccount({ removeReviews: true }, 'es', url())).resolves.toEqual({ position: 7 });
    const sent = api.received.at(-1)!;
    expect([sent.method, sent.url, JSON.parse(sent.body)]).toEqual([
      'DELETE',
      '/api/v1/account',
      { removeReviews: true },
    ]);
    expect(sent.headers['accept-language']).toBe('es');
  });

  it('refuses an answer that is not a command result', async () => {
    api.respondWith(json(200, { ok: true }));
    await expect(deleteAccount({ removeReviews: false }, 'en', url())).rejects.toThrow();
  });

  it("passes the server's refusal on", async () => {
    api.respondWith(json(409, { code: 'ADMIN.PROTECTED_ACCOUNT', message: 'Administrators cannot be deleted.' }));
    await expect(deleteAccount({ removeReviews: false }, 'en', url())).rejects.toMatchObject({
      status: 409,
      code: 'ADMIN.PROTECTED_ACCOUNT',
    });
  });
});
