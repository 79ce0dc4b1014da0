import type { AdminReview } from '@gp/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { contractor, type TestPro } from '../../testing/public-pro';
import { REVIEW_LIMITS } from './submit-review/submit-review.controller';

const review = (contractorId: string, title = 'Malo') => ({
  contractorId,
  rating: 1,
  name: 'Alguien',
  email: 'alguien@example.com',
  title,
  body: 'No vino.',
  preferredLang: 'es',
});

describe('the moderation queue stays usable', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // Behind one proxy hop, so each simulated visitor is told apart by X-Forwarded-For.
    t = await createTestApp({ TRUST_PROXY: '1' });
    admin = await t.signInAsAdmin();
  });
  afterAll(() => t.close());

  const anonymousReview = (contractorId: string, address: string, title?: string) =>
    t.http().post('/api/v1/reviews').set('X-Forwarded-For', address).send(review(contractorId, title));
  const queue = async (position: number, query = '') =>
    (
      await t
        .http()
        .get(`/api/v1/admin/reviews?pageSize=100${query}`)
        .set('Cookie', admin)
        .set('X-Min-Position', String(position))
        .expect(200)
    ).body.items as (AdminReview & { contractorId: string })[];

  it('caps anonymous reviews per pro and day: a crowd of sessions cannot bury one queue; a signed-in author still gets through', async () => {
    const target = await contractor(t, 'target@example.com', 'Target Fix', 0);
    const statuses: number[] = [];
    const codes = new Set<string>();
    for (let visitor = 0; visitor < 30; visitor++) {
      const answer = await anonymousReview(target.userId, `198.51.100.${visitor + 1}`);
      statuses.push(answer.status);
      if (answer.status !== 201) codes.add(answer.body.code);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(REVIEW_LIMITS.anonymousPerPro.max);
    expect(statuses.slice(REVIEW_LIMITS.anonymousPerPro.max)).toEqual(
      Array(30 - REVIEW_LIMITS.anonymousPerPro.max).fill(429),
    );
    expect([...codes]).toEqual(['REVIEW.PRO_QUEUE_FULL']);
    const refused = await anonymousReview(target.userId, '198.51.100.200').set('Accept-Language', 'es').expect(429);
    expect(refused.body.message).toBe(
      'Este profesional recibió hoy muchas reseñas sin cuenta. Inicia sesión para dejar la tuya ahora o inténtalo de nuevo mañana.',
    );
    // Another pro's queue is untouched, and a known author is not held up.
    await anonymousReview((await t.contractor('other@example.com', 'Other Fix')).userId, '198.51.100.201').expect(201);
    const member = await t.member('member@example.com');
    await t.http().post('/api/v1/reviews').set('Cookie', member.cookie).send(review(target.userId)).expect(201);
  });

  it('caps anonymous reviews per sender and day', async () => {
    const pro = await t.contractor('sender-target@example.com', 'Sender Target');
    const answers = [];
    for (let index = 0; index <= REVIEW_LIMITS.anonymousPerSender.max; index++)
      answers.push(await anonymousReview(pro.userId, '203.0.113.9'));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(REVIEW_LIMITS.anonymousPerSender.max).fill(201),
      429,
    ]);
    expect(answers.at(-1)!.body.code).toBe('REQUEST.RATE_LIMITED');
  });

  it("closes a deleted pro's pending reviews, with the reason in their history; decided ones stay as they are", async () => {
    const leaving: TestPro = await contractor(t, 'leaving@example.com', 'Leaving Fix');
    const pending = [];
    for (const address of ['192.0.2.1', '192.0.2.2'])
      pending.push((await anonymousReview(leaving.userId, address, `Pendiente ${address}`).expect(201)).body.reviewId);
    const before = await queue(leaving.position + 10, `&contractorId=${leaving.userId}`);
    expect(
      before
        .filter((item) => item.status === 'pending' && !item.removal)
        .map((item) => item.id)
        .sort(),
    ).toEqual([...pending].sort());

    const deleted = await t.http().delete(`/api/v1/admin/users/${leaving.userId}`).set('Cookie', admin).expect(200);
    const after = await queue(deleted.body.position, `&contractorId=${leaving.userId}`);
    for (const id of pending)
      expect(after.find((item) => item.id === id)!.removal).toEqual({ reasonCode: 'pro-account-deleted', note: null });
    // The three approved reviews were decided: nothing is written on them.
    expect(after.filter((item) => item.status === 'approved').every((item) => !item.removal)).toBe(true);
    // Out of the queue: the head of the whole list is reviews still waiting, none of the closed ones.
    const whole = await queue(deleted.body.position);
    const waiting = whole.filter((item) => item.status === 'pending' && !item.removal);
    expect(whole.slice(0, waiting.length)).toEqual(waiting);
    const history = await t.http().get(`/api/v1/audit/reviews/${pending[0]}`).set('Cookie', admin).expect(200);
    expect(JSON.stringify(history.body)).toContain('pro-account-deleted');
  });

  it('filters the queue by pro, and refuses a malformed pro id', async () => {
    const one = await t.contractor('filter-one@example.com', 'Filter One');
    const two = await t.contractor('filter-two@example.com', 'Filter Two');
    await anonymousReview(one.userId, '192.0.2.50', 'Uno').expect(201);
    const last = await anonymousReview(two.userId, '192.0.2.51', 'Dos').expect(201);
    const onlyOne = await queue(last.body.position, `&contractorId=${one.userId}`);
    expect(onlyOne.map((item) => [item.contractorId, item.title])).toEqual([[one.userId, 'Uno']]);
    expect((await queue(last.body.position)).map((item) => item.title)).toEqual(expect.arrayContaining(['Uno', 'Dos']));
    await t.http().get('/api/v1/admin/reviews?contractorId=$ne').set('Cookie', admin).expect(400);
  });
});
