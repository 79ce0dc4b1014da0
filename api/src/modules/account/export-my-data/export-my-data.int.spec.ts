import type { MyDataExport } from '@gp/shared';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { contractor, type TestPro } from '../../../testing/public-pro';

const PERSON_PHONE = '+50670004321';
const OTHER_PHONE = '+50688881111';
const HOSTILE = '</script><b>Ana</b> $& "quote"';

describe('GET /api/v1/account/data-export: a copy of my data', () => {
  let t: TestApp;
  let pro: TestPro;
  let person: { cookie: string; userId: string };
  let other: { cookie: string; userId: string };
  let latest = 0;

  const written = (position: number) => {
    latest = Math.max(latest, position);
  };
  const exportOf = (cookie: string, query = '') =>
    t.http().get(`/api/v1/account/data-export${query}`).set('Cookie', cookie).set('X-Min-Position', String(latest));

  beforeAll(async () => {
    t = await createTestApp();
    pro = await contractor(t, 'playa@example.com', 'Playa Fix');
    person = await t.member('ana@example.com');
    other = await t.member('otro@example.com');
    written(
      (
        await t
          .http()
          .put('/api/v1/account/display-name')
          .set('Cookie', person.cookie)
          .send({ displayName: HOSTILE })
          .expect(200)
      ).body.position,
    );
    for (const [who, title, body, rating] of [
      [person, 'Muy bueno', 'Llegó a tiempo y dejó todo limpio.', 4],
      [other, 'Regular', 'Tardó dos días en venir.', 3],
    ] as const) {
      const review = await t
        .http()
        .post('/api/v1/reviews')
        .set('Cookie', who.cookie)
        .send({ contractorId: pro.userId, rating, email: 'stated@example.com', title, body })
        .expect(201);
      written(review.body.position);
    }
    for (const [who, name, phoneNumber, message] of [
      [person, 'Ana', PERSON_PHONE, 'Necesito arreglar una fuga.'],
      [other, 'Otro', OTHER_PHONE, 'Quiero pintar la casa.'],
    ] as const) {
      const lead = await t
        .http()
        .post(`/api/v1/pros/${pro.userId}/leads`)
        .set('Cookie', who.cookie)
        .send({ name, phoneNumber, message, lang: 'es' })
        .expect(201);
      written(lead.body.position);
    }
  });

  afterAll(() => t.close());

  it('answers what the person entered, field by field, and nothing of anyone else', async () => {
    const { body } = (await exportOf(person.cookie).expect(200)) as { body: MyDataExport };
    expect(body.account).toMatchObject({
      id: person.userId,
      email: 'ana@example.com',
      displayName: HOSTILE,
      phoneNumber: null,
      roles: ['client'],
    });
    expect(body.profile).toBeNull();
    expect(body.reviewsWritten).toHaveLength(1);
    expect(body.reviewsWritten[0]).toMatchObject({
      proId: pro.userId,
      authorName: HOSTILE,
      statedEmail: 'stated@example.com',
      rating: 4,
      title: 'Muy bueno',
      body: 'Llegó a tiempo y dejó todo limpio.',
      status: 'pending',
    });
    expect(body.requestsSent).toHaveLength(1);
    expect(body.requestsSent[0]).toMatchObject({
      proId: pro.userId,
      name: 'Ana',
      phoneNumber: PERSON_PHONE,
      message: 'Necesito arreglar una fuga.',
      answeredAt: null,
    });
    expect(body.requestsReceived).toEqual([]);
    expect(body.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['UserRegistered', 'PasswordSet', 'DisplayNameChanged', 'TermsAccepted']),
    );
    const text = JSON.stringify(body);
    for (const foreign of ['otro@example.com', 'Regular', 'Tardó dos días', OTHER_PHONE, 'Quiero pintar', other.userId])
      expect(text).not.toContain(foreign);
    // Only types and times of the events: no data, so no password hash, not even redacted.
    expect(text).not.toMatch(/passwordHash|scrypt|redacted/i);
    expect(Object.keys(body.events[0]!).sort()).toEqual(['recordedAt', 'type']);
  });

  it("gives a pro the requests they received, their profile, and the sender's own copy only to the sender", async () => {
    const { body } = (await exportOf(pro.cookie).expect(200)) as { body: MyDataExport };
    expect(body.account.roles).toEqual(['contractor']);
    expect(body.profile).not.toBeNull();
    expect(body.requestsReceived.map((request) => request.name).sort()).toEqual(['Ana', 'Otro']);
    expect(body.requestsSent).toEqual([]);
    expect(body.reviewsWritten).toEqual([]);
  });

  it('answers it as a file with ?download=1, and refuses an unknown parameter', async () => {
    const response = await exportOf(person.cookie, '?download=1').expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="guanacaste-pros-my-data.json"');
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect((response.body as MyDataExport).account.email).toBe('ana@example.com');
    expect((await exportOf(person.cookie).expect(200)).headers['content-disposition']).toBeUndefined();
    expect((await exportOf(person.cookie, '?userId=' + other.userId).expect(400)).body.code).toBe('REQUEST.INVALID');
  });

  it('refuses a visitor with 401', async () => {
    const response = await t.http().get('/api/v1/account/data-export').expect(401);
    expect(response.body.code).toBe('AUTH.REQUIRED');
  });
});
