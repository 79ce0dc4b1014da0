import { streamIds } from '@gp/shared';
import { createTestApp, type TestApp } from '../../../testing/test-app';

describe('PUT /api/v1/account/preferred-language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (cookie: string | null, body: object, idempotencyKey?: string) => {
    const call = t.http().put('/api/v1/account/preferred-language');
    if (cookie) void call.set('Cookie', cookie);
    if (idempotencyKey) void call.set('Idempotency-Key', idempotencyKey);
    return call.send(body);
  };
  const eventsOf = async (userId: string) =>
    (await t.runtime.adapters.eventStore.readStream(streamIds.user(userId))).filter(
      (event) => event.type === 'PreferredLanguageChanged',
    );

  it("records the language as the account's own act, and the session answers it from then on", async () => {
    // No beta access and no terms yet: choosing a language needs neither.
    const { cookie, body } = await t.signUp({
      email: 'lucia@example.com',
      password: 'arenal-volcano',
      preferredLang: 'en',
    });
    const changed = await change(cookie, { preferredLang: 'es' }).expect(200);
    expect(changed.body).toEqual({ position: expect.any(Number) });
    expect((await t.http().get('/api/v1/session').set('Cookie', cookie)).body.user.preferredLang).toBe('es');
    const events = await eventsOf(body.user.id);
    expect(events.map((event) => [event.data, event.metadata.actorId])).toEqual([
      [{ userId: body.user.id, preferredLang: 'es', changedAt: expect.any(String) }, body.user.id],
    ]);
  });

  it('appends nothing when the language is already the preferred one, or when a request is retried', async () => {
    const { cookie, body } = await t.signUp({
      email: 'mateo@example.com',
      password: 'arenal-volcano',
      preferredLang: 'es',
    });
    await change(cookie, { preferredLang: 'es' }).expect(200);
    expect(await eventsOf(body.user.id)).toHaveLength(0);
    const first = await change(cookie, { preferredLang: 'en' }, 'language-retry-1').expect(200);
    const retried = await change(cookie, { preferredLang: 'en' }, 'language-retry-1').expect(200);
    expect(retried.body.position).toBe(first.body.position);
    expect(await eventsOf(body.user.id)).toHaveLength(1);
  });

  it("refuses a visitor and an anonymous reviewer's session with 401", async () => {
    expect((await change(null, { preferredLang: 'es' }).expect(401)).body.code).toBe('AUTH.REQUIRED');
    const anonymous = await t.http().post('/api/v1/auth/anonymous').send({}).expect(200);
    await change(anonymous.headers['set-cookie']![0]!.split(';')[0]!, { preferredLang: 'es' }).expect(401);
  });

  it.each([
    ['an unknown language', { preferredLang: 'fr' }],
    ['markup', { preferredLang: '</script>' }],
    ['no language', {}],
    ["another account's id", { preferredLang: 'es', userId: 'someone-else' }],
  ])('answers 400 to %s and writes nothing', async (name, invalid) => {
    const { cookie, body } = await t.signUp({
      email: `invalid-${name.replace(/\W+/g, '-')}@example.com`,
      password: 'arenal-volcano',
    });
    expect((await change(cookie, invalid).expect(400)).body.code).toBe('REQUEST.INVALID');
    expect(await eventsOf(body.user.id)).toHaveLength(0);
  });
});
