/** @jest-environment node */
import { json, startLocalHttpServer, type LocalHttpServer } from '@gp/web-common/testing/local-http-server';
import { changePreferredLanguage, changePreferredLanguageKey } from './change-preferred-language';

let api: LocalHttpServer;
beforeAll(async () => {
  api = await startLocalHttpServer();
});
afterAll(() => api.close());

describe('changePreferredLanguage', () => {
  const url = () => `${api.origin}${changePreferredLanguageKey}`;

  it('puts the language and answers the position of the write', async () => {
    api.respondWith(json(200, { position: 42 }));
    await expect(changePreferredLanguage({ preferredLang: 'es' }, url())).resolves.toEqual({ position: 42 });
    const sent = api.received.at(-1)!;
    expect([sent.method, sent.url, JSON.parse(sent.body)]).toEqual([
      'PUT',
      '/api/v1/account/preferred-language',
      { preferredLang: 'es' },
    ]);
  });

  it('refuses an answer that is not a command result', async () => {
    api.respondWith(json(200, { position: 'soon' }));
    await expect(changePreferredLanguage({ preferredLang: 'en' }, url())).rejects.toThrow();
  });

  it("passes the server's refusal on", async () => {
    api.respondWith(json(401, { code: 'AUTH.REQUIRED', message: 'Please sign in to continue.' }));
    await expect(changePreferredLanguage({ preferredLang: 'en' }, url())).rejects.toMatchObject({
      status: 401,
      code: 'AUTH.REQUIRED',
    });
  });
});
