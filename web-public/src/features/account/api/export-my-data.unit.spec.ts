/** @jest-environment node */
import { json, startLocalHttpServer, type LocalHttpServer } from '@gp/web-common/testing/local-http-server';
import { getMyData, myDataDownloadUrl, myDataKey } from './export-my-data';

let api: LocalHttpServer;
beforeAll(async () => {
  api = await startLocalHttpServer();
});
afterAll(() => api.close());

describe('getMyData', () => {
  it('reads the export and refuses an answer that is not its shape', async () => {
    expect(myDataKey).toBe('/api/v1/account/data-export');
    expect(myDataDownloadUrl).toBe('/api/v1/account/data-export?download=1');
    const answer = {
      exportedAt: '2026-11-28T16:00:00.000Z',
      account: {
        id: 'u1',
        email: 'ana@example.com',
        displayName: null,
        phoneNumber: null,
        preferredLang: 'es',
        roles: ['client'],
        acceptedTermsVersion: 2,
        createdAt: '2026-11-01T15:00:00.000Z',
      },
      profile: null,
      reviewsWritten: [],
      requestsSent: [],
      requestsReceived: [],
      events: [{ type: 'UserRegistered', recordedAt: '2026-11-01T15:00:00.000Z' }],
    };
    api.respondWith(json(200, answer));
    await expect(getMyData(`${api.origin}${myDataKey}`)).resolves.toEqual(answer);
    expect(api.received.at(-1)!.url).toBe('/api/v1/account/data-export');
    api.respondWith(json(200, { ...answer, account: { ...answer.account, email: 7 } }));
    await expect(getMyData(`${api.origin}${myDataKey}`)).rejects.toThrow();
  });
});
