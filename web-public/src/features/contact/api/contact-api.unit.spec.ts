/** @jest-environment node */
import { json, startLocalHttpServer, type LocalHttpServer } from '@gp/web-common/testing/local-http-server';
import { contactLinksKey, getContactLinks } from './get-contact-links';
import { requestContact, requestContactKey } from './request-contact';
import { sendLead, sendLeadKey } from './send-lead';
import { setContactPreferences, setContactPreferencesKey } from './set-contact-preferences';

let api: LocalHttpServer;
beforeAll(async () => {
  api = await startLocalHttpServer();
});
afterAll(() => api.close());

describe('contact a pro: fetchers', () => {
  it('asks for the links in the page language and parses them', async () => {
    api.respondWith(json(200, { whatsapp: 'https://wa.me/50688887777?text=Hola', call: null }));
    await expect(getContactLinks(`${api.origin}${contactLinksKey('p 1', 'es')}`)).resolves.toEqual({
      whatsapp: 'https://wa.me/50688887777?text=Hola',
      call: null,
    });
    expect(api.received.at(-1)!.url).toBe('/api/v1/pros/p%201/contact?lang=es');
  });

  it('names the service and zone searched for, and leaves out what was not', async () => {
    api.respondWith(json(200, { whatsapp: null, call: null }));
    await getContactLinks(`${api.origin}${contactLinksKey('p1', 'es', { service: 'plumbing', zone: 'tamarindo' })}`);
    expect(api.received.at(-1)!.url).toBe('/api/v1/pros/p1/contact?lang=es&service=plumbing&zone=tamarindo');
    api.respondWith(json(200, { whatsapp: null, call: null }));
    await getContactLinks(`${api.origin}${contactLinksKey('p1', 'en', { zone: 'nosara' })}`);
    expect(api.received.at(-1)!.url).toBe('/api/v1/pros/p1/contact?lang=en&zone=nosara');
  });

  it('passes a rate limit on', async () => {
    api.respondWith(
      json(429, { code: 'REQUEST.RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' }),
    );
    await expect(getContactLinks(`${api.origin}${contactLinksKey('p1', 'en')}`)).rejects.toMatchObject({
      status: 429,
      code: 'REQUEST.RATE_LIMITED',
    });
  });

  it('records a tap', async () => {
    api.respondWith(json(200, { position: 7 }));
    await expect(requestContact(`${api.origin}${requestContactKey('p1')}`, { channel: 'call' })).resolves.toEqual({
      position: 7,
    });
    const sent = api.received.at(-1)!;
    expect([sent.method, sent.url, JSON.parse(sent.body)]).toEqual([
      'POST',
      '/api/v1/pros/p1/contact-requests',
      { channel: 'call' },
    ]);
  });

  it("puts the pro's contact choice", async () => {
    api.respondWith(json(200, { position: 11 }));
    const choice = { whatsapp: false, call: true, message: true };
    await expect(setContactPreferences(choice, `${api.origin}${setContactPreferencesKey}`)).resolves.toEqual({
      position: 11,
    });
    const sent = api.received.at(-1)!;
    expect([sent.method, sent.url, JSON.parse(sent.body)]).toEqual([
      'PUT',
      '/api/v1/account/profile/contact-preferences',
      choice,
    ]);
  });

  it('sends a message with the page language, and refuses an answer without a lead id', async () => {
    const body = { name: 'Laura', phoneNumber: '7000-1234', message: 'Hola', lang: 'es' as const };
    api.respondWith(json(201, { leadId: 'l1', position: 9 }));
    await expect(sendLead(`${api.origin}${sendLeadKey('p1')}`, body, 'en')).resolves.toEqual({
      leadId: 'l1',
      position: 9,
    });
    const sent = api.received.at(-1)!;
    expect([sent.method, sent.url, JSON.parse(sent.body), sent.headers['accept-language']]).toEqual([
      'POST',
      '/api/v1/pros/p1/leads',
      body,
      'en',
    ]);
    api.respondWith(json(201, { position: 9 }));
    await expect(sendLead(`${api.origin}${sendLeadKey('p1')}`, body, 'en')).rejects.toThrow();
  });
});
