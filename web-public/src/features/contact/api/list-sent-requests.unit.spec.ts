/** @jest-environment node */
import { json, startLocalHttpServer, type LocalHttpServer } from '@gp/web-common/testing/local-http-server';
import { getSentRequests, sentRequestsKey } from './list-sent-requests';

let api: LocalHttpServer;
beforeAll(async () => {
  api = await startLocalHttpServer();
});
afterAll(() => api.close());

const item = {
  id: 'l1',
  proId: 'pro-1',
  proName: 'Playa Fix',
  message: 'Fuga',
  sentAt: '2026-11-22T16:00:00.000Z',
  answeredAt: null,
};

describe('the requests I sent: fetcher', () => {
  it('asks for a page and parses the answer with the shared schema', async () => {
    api.respondWith(json(200, { items: [item], total: 1, page: 2, pageSize: 20 }));
    await expect(getSentRequests(`${api.origin}${sentRequestsKey(2)}`)).resolves.toEqual({
      items: [item],
      total: 1,
      page: 2,
      pageSize: 20,
    });
    expect(api.received.at(-1)!.url).toBe('/api/v1/account/sent-requests?page=2&pageSize=20');
  });

  it('refuses an answer that drifts from the schema, and passes a refusal on', async () => {
    api.respondWith(json(200, { items: [{ ...item, proName: 7 }], total: 1, page: 1, pageSize: 20 }));
    await expect(getSentRequests(`${api.origin}${sentRequestsKey(1)}`)).rejects.toBeTruthy();
    api.respondWith(json(401, { code: 'AUTH.REQUIRED', message: 'Please sign in.' }));
    await expect(getSentRequests(`${api.origin}${sentRequestsKey(1)}`)).rejects.toMatchObject({
      status: 401,
      code: 'AUTH.REQUIRED',
    });
  });
});
