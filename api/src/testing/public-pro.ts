import type { TestApp } from './test-app';

export interface TestPro {
  cookie: string;
  userId: string;
  /** Position of the last write, for X-Min-Position. */
  position: number;
}

/**
 * A contractor through the API: signed up with a beta key, terms accepted, named, and (unless
 * `reviews` is 0) made public by three approved reviews from members.
 */
export async function contractor(t: TestApp, email: string, displayName: string, reviews = 3): Promise<TestPro> {
  const admin = await t.signInAsAdmin();
  const signedUp = await t.contractor(email, displayName);
  let { position } = signedUp;
  for (let index = 0; index < reviews; index++) {
    const reviewer = await t.member(`reviewer-${index}-${email}`);
    const submitted = await t
      .http()
      .post('/api/v1/reviews')
      .set('Cookie', reviewer.cookie)
      .send({
        contractorId: signedUp.userId,
        rating: 5,
        email: `reviewer-${index}@example.com`,
        title: 'Excelente',
        body: 'Arregló la bomba el mismo día.',
      })
      .expect(201);
    const pending = await t
      .http()
      .get('/api/v1/admin/reviews?status=pending&pageSize=100')
      .set('Cookie', admin)
      .set('X-Min-Position', String(submitted.body.position))
      .expect(200);
    const { revision } = pending.body.items.find((item: { id: string }) => item.id === submitted.body.reviewId);
    position = (
      await t
        .http()
        .post(`/api/v1/admin/reviews/${submitted.body.reviewId}/approve`)
        .set('Cookie', admin)
        .send({ expectedRevision: revision })
        .expect(200)
    ).body.position;
  }
  return { cookie: signedUp.cookie, userId: signedUp.userId, position };
}
