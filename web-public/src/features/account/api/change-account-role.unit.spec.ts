/** @jest-environment node */
import { json, startLocalHttpServer, type LocalHttpServer } from '@gp/web-common/testing/local-http-server';
import { changeAccountRole, changeAccountRoleKey } from './change-account-role';

let api: LocalHttpServer;
beforeAll(async () => {
  api = await startLocalHttpServer();
});
afterAll(() => api.close());

describe('changeAccountRole', () => {
  it('puts the chosen role and answers the position of the write', async () => {
    api.respondWith(json(200, { position: 9 }));
    await expect(changeAccountRole('contractor', `${api.origin}${changeAccountRoleKey}`)).resolves.toEqual({
      position: 9,
    });
    const sent = api.received.at(-1)!;
    expect([sent.method, sent.url, JSON.parse(sent.body)]).toEqual([
      'PUT',
      '/api/v1/account/role',
      { role: 'contractor' },
    ]);
  });
});
