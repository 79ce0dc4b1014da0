import {
  Projector,
  allProjections,
  contractorRatingsProjection,
  profilesProjection,
  reviewsProjection,
} from '@gp/projections';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('reviews: anonymous authors, moderation, publication and audit', () => {
  let t: TestApp;
  let admin: string;
  let contractor: { cookie: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signInAsAdmin();
    contractor = await t.contractor('pro@example.com', 'Playa Fix');
  });
  afterAll(() => t.close());

  const review = (overrides: Record<string, unknown> = {}) => ({
    contractorId: contractor.userId,
    rating: 5,
    name: 'Laura',
    email: 'laura@example.com',
    title: 'Excelente',
    body: 'Arregló la bomba el mismo día.',
    ...overrides,
  });
  const submit = (body: object, cookie?: string, lang = 'en') => {
    const call = t.http().post('/api/v1/reviews').set('Accept-Language', lang);
    if (cookie) void call.set('Cookie', cookie);
    return call.send(body);
  };
  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    ([] as string[]).concat((response.headers['set-cookie'] as string[]) ?? [])[0]!.split(';')[0]!;
  const pendingOf = async (reviewId: string, position: number) => {
    const list = await t
      .http()
      .get('/api/v1/admin/reviews?status=pending&pageSize=100')
      .set('Cookie', admin)
      .set('X-Min-Position', String(position))
      .expect(200);
    return list.body.items.find((item: { id: string }) => item.id === reviewId);
  };
  const approve = async (reviewId: string, position: number) => {
    const { revision } = await pendingOf(reviewId, position);
    return t
      .http()
      .post(`/api/v1/admin/reviews/${reviewId}/approve`)
      .set('Cookie', admin)
      .send({ expectedRevision: revision });
  };
  const streamTypes = async (reviewId: string) =>
    (await t.runtime.adapters.eventStore.readStream(`review-${reviewId}`)).map((event) => event.type);

  it.each([
    ['en', { name: '' }, 'name', 'You must enter a name'],
    ['es', { name: undefined }, 'name', 'Debes escribir un nombre'],
    ['en', { email: 'nope' }, 'email', 'Invalid email address'],
    ['en', { rating: 0 }, 'rating', 'Please choose a rating.'],
    ['es', { title: '  ' }, 'title', 'Escribe un título.'],
    ['en', { body: 'x'.repeat(4001) }, 'body', 'The review can have at most 4000 characters.'],
  ])('(%s) refuses %j with "%s: %s", writing nothing and opening no session', async (lang, change, path, message) => {
    const before = await t.runtime.adapters.eventStore.headPosition();
    const response = await submit(review(change), undefined, lang).expect(400);
    expect(response.body.details.issues).toContainEqual({ path, message });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
  });

  it.each([
    ['en', 'You cannot review your own profile. Please ask a client to leave a review for you.'],
    ['es', 'No puedes reseñar tu propio perfil. Pídele a un cliente que te deje una reseña.'],
  ])('(%s) refuses a contractor reviewing their own profile', async (lang, message) => {
    const response = await submit(review(), contractor.cookie, lang).expect(403);
    expect(response.body).toEqual({ code: 'REVIEW.OWN_PROFILE', message });
  });

  it("answers 404 for a profile that is not a contractor's", async () => {
    await submit(review({ contractorId: 'no-such-user' })).expect(404);
  });

  it("saves a visitor's review under a new anonymous session, then links it to the account they create", async () => {
    const saved = await submit(review()).expect(201);
    expect(saved.body).toMatchObject({ reviewId: expect.any(String), authorIsAnonymous: true });
    const anonymousCookie = cookieOf(saved);
    const mine = await t
      .http()
      .get(`/api/v1/account/reviews?contractorId=${contractor.userId}`)
      .set('Cookie', anonymousCookie)
      .set('X-Min-Position', String(saved.body.position))
      .expect(200);
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        id: saved.body.reviewId,
        status: 'pending',
        isLive: false,
        contractorName: 'Playa Fix',
      }),
    ]);

    const account = await t.signUp({ email: 'laura@example.com', password: 'arenal-volcano' }, anonymousCookie);
    // The review-author-linking reactor links it; the sign-up's position waits for that reaction too.
    const linked = await t
      .http()
      .get('/api/v1/account/reviews')
      .set('Cookie', account.cookie)
      .set('X-Min-Position', String(account.body.position))
      .expect(200);
    expect(linked.headers['x-read-model-stale']).toBeUndefined();
    expect(linked.body.items.map((item: { id: string }) => item.id)).toEqual([saved.body.reviewId]);
    expect(await streamTypes(saved.body.reviewId)).toEqual(['ReviewSubmitted', 'ReviewAuthorLinked']);
  });

  it('gives exactly one ReviewApproved for two simultaneous approvals; the other is 409', async () => {
    const member = await t.member('approver-race@example.com');
    const saved = await submit(review({ rating: 4 }), member.cookie).expect(201);
    const { revision } = await pendingOf(saved.body.reviewId, saved.body.position);
    const answers = await Promise.all(
      [1, 2].map(() =>
        t
          .http()
          .post(`/api/v1/admin/reviews/${saved.body.reviewId}/approve`)
          .set('Cookie', admin)
          .send({ expectedRevision: revision }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await streamTypes(saved.body.reviewId)).filter((type) => type === 'ReviewApproved')).toHaveLength(1);
  });

  it('keeps an approved review off the profile until its anonymous author signs in', async () => {
    const saved = await submit(review({ rating: 1, name: 'Anon' })).expect(201);
    const approved = await approve(saved.body.reviewId, saved.body.position);
    expect(approved.status).toBe(200);
    const profile = await t
      .http()
      .get(`/api/v1/profiles/${contractor.userId}`)
      .set('Cookie', contractor.cookie)
      .set('X-Min-Position', String(approved.body.position))
      .expect(200);
    expect(profile.body.rating.starPercents[0]).toBe(0);
  });

  it('publishes the profile at the third live review, with the summary updated, visible when signed out', async () => {
    const visitorView = () => t.http().get(`/api/v1/profiles/${contractor.userId}`);
    await visitorView().expect(404);
    let position = 0;
    for (const [index, rating] of [5, 3].entries()) {
      const member = await t.member(`reviewer-${index}@example.com`);
      const saved = await submit(review({ rating }), member.cookie).expect(201);
      position = (await approve(saved.body.reviewId, saved.body.position)).body.position;
    }
    // Live now: the raced 4-star review, a 5 and a 3. The anonymous 1-star review is still not live.
    const profile = await visitorView().set('X-Min-Position', String(position)).expect(200);
    expect(profile.body).toMatchObject({
      isPublic: true,
      rating: { average: 4, count: 3, starPercents: [0, 0, 33, 33, 33] },
    });
    const reviews = await t.http().get(`/api/v1/profiles/${contractor.userId}/reviews`).expect(200);
    expect(reviews.body.total).toBe(3);
    expect(JSON.stringify(reviews.body)).not.toContain('@example.com');
  });

  it('unapproving takes a review off the profile again', async () => {
    const list = await t
      .http()
      .get('/api/v1/admin/reviews?status=approved&pageSize=100')
      .set('Cookie', admin)
      .expect(200);
    const target = list.body.items.find(
      (item: { rating: number; isLive: boolean }) => item.rating === 3 && item.isLive,
    );
    const done = await t
      .http()
      .post(`/api/v1/admin/reviews/${target.id}/unapprove`)
      .set('Cookie', admin)
      .send({ expectedRevision: target.revision })
      .expect(200);
    await t
      .http()
      .get(`/api/v1/profiles/${contractor.userId}`)
      .set('X-Min-Position', String(done.body.position))
      .expect(404);
    const again = await t
      .http()
      .post(`/api/v1/admin/reviews/${target.id}/approve`)
      .set('Cookie', admin)
      .send({ expectedRevision: target.revision + 1 })
      .expect(200);
    await t
      .http()
      .get(`/api/v1/profiles/${contractor.userId}`)
      .set('X-Min-Position', String(again.body.position))
      .expect(200);
  });

  it('lists pending reviews first for admins, with the stated email, and refuses everyone else', async () => {
    const list = await t.http().get('/api/v1/admin/reviews?pageSize=100').set('Cookie', admin).expect(200);
    const statuses = list.body.items.map((item: { status: string }) => item.status);
    expect(statuses.indexOf('approved')).toBeGreaterThan(statuses.lastIndexOf('pending'));
    expect(list.body.items[0]).toHaveProperty('statedEmail');
    await t.http().get('/api/v1/admin/reviews').set('Cookie', contractor.cookie).expect(403);
    await t.http().get('/api/v1/admin/reviews').expect(401);
  });

  it("returns a review's full history to admins: who, what, when", async () => {
    const list = await t
      .http()
      .get('/api/v1/admin/reviews?status=approved&pageSize=1')
      .set('Cookie', admin)
      .expect(200);
    const history = await t
      .http()
      .get(`/api/v1/audit/reviews/${list.body.items[0].id}`)
      .set('Cookie', admin)
      .expect(200);
    expect(history.body.events.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['ReviewSubmitted', 'ReviewApproved']),
    );
    expect(
      history.body.events.every(
        (event: { actorId: string | null; recordedAt: string }) => event.actorId && event.recordedAt,
      ),
    ).toBe(true);
    await t.http().get(`/api/v1/audit/reviews/${list.body.items[0].id}`).set('Cookie', contractor.cookie).expect(403);
    await t.http().get('/api/v1/audit/reviews/no-such-review').set('Cookie', admin).expect(404);
  });

  it('rebuilding the read models from zero gives the same review lists and ratings', async () => {
    const live = t.runtime.adapters.readStore;
    const rebuilt = new MemoryReadStore();
    await Projector.rebuild(t.runtime.adapters.eventStore, rebuilt, allProjections, {
      logger: { info: () => undefined, error: () => undefined },
    });
    for (const collection of [
      reviewsProjection.collection,
      contractorRatingsProjection.collection,
      profilesProjection.collection,
    ]) {
      const strip = (docs: object[]) => docs.map(({ _position: _ignored, ...doc }: { _position?: number }) => doc);
      expect(strip(await rebuilt.collection(collection).find({}, { sort: { _id: 1 } }))).toEqual(
        strip(await live.collection(collection).find({}, { sort: { _id: 1 } })),
      );
    }
  });
});

describe('review rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('limits submissions per session', async () => {
    const admin = await t.signInAsAdmin();
    const key = await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201);
    const pro = await t.signUp({
      email: 'pro2@example.com',
      password: 'arenal-volcano',
      betaKey: key.body.keyId,
      role: 'contractor',
    });
    const member = await t.member('busy@example.com');
    const body = {
      contractorId: pro.body.user.id,
      rating: 4,
      email: 'busy@example.com',
      title: 'Bien',
      body: 'Buen trabajo.',
    };
    for (let index = 0; index < 8; index++)
      await t.http().post('/api/v1/reviews').set('Cookie', member.cookie).send(body).expect(201);
    expect((await t.http().post('/api/v1/reviews').set('Cookie', member.cookie).send(body).expect(429)).body.code).toBe(
      'REQUEST.RATE_LIMITED',
    );
  });
});
