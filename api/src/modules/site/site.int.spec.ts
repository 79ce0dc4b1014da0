import { createTestApp, type TestApp } from '../../testing/test-app';

describe('site config: GET /api/v1/site-config', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it("answers support's WhatsApp number to anyone", async () => {
    t = await createTestApp({ WHATSAPP_NUMBER: '+50687654321' });
    const response = await t.http().get('/api/v1/site-config').expect(200);
    expect(response.body).toEqual({ whatsappNumber: '+50687654321' });
  });

  it('answers null while no number is configured', async () => {
    t = await createTestApp({});
    const response = await t.http().get('/api/v1/site-config').expect(200);
    expect(response.body).toEqual({ whatsappNumber: null });
  });
});
