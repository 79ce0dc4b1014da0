import { createTestApp, type TestApp } from '../../../testing/test-app';

describe("GET /api/v1/account/received-reviews/summary: the pro's own reviews awaiting moderation", () => {
  let t: TestApp;
  let admin: string;
  let pro: { cookie: string; userId: string };
  let otherPro: { cookie: string; userId: string };
  const reviewIds: string[] = [];
  let position = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signInAsAdmin();
    pro = await t.contractor('summary-pro@example.com', 'Playa Fix');
    otherPro = await t.contractor('summary-other@example.com', 'Nosara Electric');
    for (const name of ['ana', 'beto']) {
      const member = await t.member(`${name}@example.com`);
      const saved = await t
        .http()
        .post('/api/v1/reviews')
        .set('Cookie', member.cookie)
        .send({
          contractorId: pro.userId,
          rating: 5,
          name,
          email: `${name}@example.com`,
          title: 'Bien',
          body: 'Buen trabajo.',
        })
        .expect(201);
      reviewIds.push(saved.body.reviewId);
      position = Math.max(position, saved.body.position);
    }
  });
  afterAll(() => t.close());

  const summary = (cookie?: string) => {
    const call = t.http().get('/api/v1/account/received-reviews/summary').set('X-Min-Position', String(position));
    if (cookie) void call.set('Cookie', cookie);
    return call;
  };

  it('tells the owner how many reviews wait for an admin and how many more approvals publication needs', async () => {
    const answer = await summary(pro.cookie).expect(200);
    expect(answer.body).toEqual({ awaitingReview: 2, live: 0, stillNeeded: 3 });
  });

  it('counts one fewer once an admin approves one, and one more approval is live', async () => {
    const queue = await t
      .http()
      .get('/api/v1/admin/reviews?status=pending&pageSize=100')
      .set('Cookie', admin)
      .set('X-Min-Position', String(position))
      .expect(200);
    const first = queue.body.items.find((item: { id: string }) => item.id === reviewIds[0]);
    const approved = await t
      .http()
      .post(`/api/v1/admin/reviews/${reviewIds[0]}/approve`)
      .set('Cookie', admin)
      .send({ expectedRevision: first.revision })
      .expect(200);
    position = approved.body.position;
    const answer = await summary(pro.cookie).expect(200);
    expect(answer.body).toEqual({ awaitingReview: 1, live: 1, stillNeeded: 2 });
  });

  it("refuses a visitor, and another pro gets only their own (none), never this pro's", async () => {
    const refused = await summary().expect(401);
    expect(refused.body.code).toBe('AUTH.REQUIRED');
    const other = await summary(otherPro.cookie).expect(200);
    expect(other.body).toEqual({ awaitingReview: 0, live: 0, stillNeeded: 3 });
  });

  it('puts no pending count in the profile answer, for a visitor or for the owner', async () => {
    for (const cookie of [undefined, otherPro.cookie, pro.cookie]) {
      const call = t.http().get(`/api/v1/profiles/${pro.userId}`).set('X-Min-Position', String(position));
      if (cookie) void call.set('Cookie', cookie);
      const answer = await call;
      expect(answer.status).toBe(cookie === pro.cookie ? 200 : 404);
      // Not public yet: a visitor and another pro get 404, the owner their profile, none a pending count.
      expect(JSON.stringify(answer.body)).not.toMatch(/awaiting|pending|queued/i);
    }
  });
});
