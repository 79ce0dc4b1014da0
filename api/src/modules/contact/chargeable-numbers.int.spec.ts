import { randomUUID } from 'node:crypto';
import { streamIds } from '@gp/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { contractor, type TestPro } from '../../testing/public-pro';
import { phoneClient } from '../phone/public';

/** Numbers that charge whoever calls them: premium-rate, personal, shared-cost, universal access. */
const CHARGEABLE = ['+1 900 555 0199', '+1 500 555 0100', '+34 901 123 456', '+44 55 1234 5678'];
const MESSAGES = {
  en: 'This number can charge whoever calls it (premium-rate, shared-cost, personal or universal access). Please give a mobile or landline number.',
  es: 'Este número puede cobrarle a quien llama (tarificación adicional, costo compartido, número personal o de acceso universal). Indica un número móvil o fijo.',
};

describe('numbers that charge their caller are refused for leads, verification and contact channels', () => {
  let t: TestApp;
  let pro: TestPro;
  const head = () => t.runtime.adapters.eventStore.headPosition();

  beforeAll(async () => {
    t = await createTestApp();
    pro = await contractor(t, 'pro@example.com', 'Playa Fix');
  });
  afterAll(() => t.close());

  it.each(['en', 'es'] as const)(
    '(%s) refuses a lead that leaves one, naming the field, and writes nothing',
    async (lang) => {
      for (const phoneNumber of CHARGEABLE) {
        const before = await head();
        const refused = await t
          .http()
          .post(`/api/v1/pros/${pro.userId}/leads`)
          .set('Accept-Language', lang)
          .set('X-Min-Position', String(pro.position))
          .send({ name: 'Laura', phoneNumber, message: 'Tengo una fuga.', lang })
          .expect(400);
        expect(refused.body.code).toBe('REQUEST.INVALID');
        expect(refused.body.details.issues).toEqual([{ path: 'phoneNumber', message: MESSAGES[lang] }]);
        expect(await head()).toBe(before);
      }
    },
  );

  it('takes a mobile, a landline and a toll-free number', async () => {
    for (const phoneNumber of ['8888 7777', '2222 3333', '+1 800 555 0100'])
      await t
        .http()
        .post(`/api/v1/pros/${pro.userId}/leads`)
        .set('X-Min-Position', String(pro.position))
        .send({ name: 'Laura', phoneNumber, message: 'Tengo una fuga.', lang: 'es' })
        .expect(201);
  });

  it.each(['en', 'es'] as const)('(%s) sends no code to one, to attach or to sign in', async (lang) => {
    const member = await t.member(`member-${lang}@example.com`);
    const phone = phoneClient(t);
    for (const phoneNumber of CHARGEABLE) {
      const attach = await phone.start({ phoneNumber, purpose: 'attach' }, member.cookie, lang).expect(400);
      expect(attach.body).toEqual({ code: 'PHONE.CHARGEABLE', message: MESSAGES[lang] });
      const signIn = await phone.start({ phoneNumber, purpose: 'sign-in' }, undefined, lang).expect(400);
      expect(signIn.body.code).toBe('PHONE.CHARGEABLE');
    }
  });

  it('keeps WhatsApp and calls off for a number verified before such numbers were refused', async () => {
    const legacy = await t.contractor('legacy@example.com', 'Legacy Pro');
    // Written as an older release wrote it, before verification refused the number.
    await t.runtime.adapters.eventStore.appendToStream(
      streamIds.user(legacy.userId),
      [
        {
          id: randomUUID(),
          type: 'PhoneNumberVerified',
          data: { userId: legacy.userId, phoneNumber: '+19005550199', verifiedAt: new Date().toISOString() },
          metadata: { actorId: legacy.userId },
        },
      ],
      { expectedRevision: 'any' },
    );
    const set = (preferences: object, lang = 'en') =>
      t
        .http()
        .put('/api/v1/account/profile/contact-preferences')
        .set('Cookie', legacy.cookie)
        .set('Accept-Language', lang)
        .send(preferences);
    await set({ whatsapp: false, call: false, message: true }).expect(200);
    const before = await head();
    const refused = await set({ whatsapp: false, call: true, message: true }, 'es').expect(400);
    expect(refused.body).toEqual({ code: 'PHONE.CHARGEABLE', message: MESSAGES.es });
    expect((await set({ whatsapp: true, call: false, message: true }).expect(400)).body.code).toBe('PHONE.CHARGEABLE');
    expect(await head()).toBe(before);
  });
});
