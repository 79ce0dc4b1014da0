import {
  Projector,
  allProjections,
  contractorRatingsProjection,
  directoryProjection,
  profilesProjection,
  reviewsProjection,
} from '@gp/projections';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Item = { id: string; revision: number; rating: number; title: string; body: string };

describe('reviews: removal by an admin, the author edits or withdraws', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let contractorId: string;
  /** Four live reviews: 5, 4, 3 and 2 stars, one member each. */
  const authors: { cookie: string; userId: string; reviewId: string }[] = [];
  let position = 0;

  const adminItem = async (reviewId: string, at = position): Promise<Item & Record<string, unknown>> => {
    const list = await t
      .http()
      .get('/api/v1/admin/reviews?pageSize=100')
      .set('Cookie', admin)
      .set('X-Min-Position', String(at))
      .expect(200);
    return list.body.items.find((item: Item) => item.id === reviewId);
  };
  const profile = (at = position) =>
    t.http().get(`/api/v1/profiles/${contractorId}`).set('X-Min-Position', String(at)).expect(200);
  const profileReviewIds = async (at = position, cookie?: string) => {
    const call = t.http().get(`/api/v1/profiles/${contractorId}/reviews`).set('X-Min-Position', String(at));
    if (cookie) void call.set('Cookie', cookie);
    return (await call.expect(200)).body.items.map((item: Item) => item.id);
  };
  const mine = async (cookie: string, lang = 'en', at = position) =>
    (
      await t
        .http()
        .get('/api/v1/account/reviews')
        .set('Cookie', cookie)
        .set('Accept-Language', lang)
        .set('X-Min-Position', String(at))
        .expect(200)
    ).body.items;
  const remove = (reviewId: string, body: object, cookie = admin) =>
    t.http().post(`/api/v1/admin/reviews/${reviewId}/remove`).set('Cookie', cookie).send(body);
  const restore = (reviewId: string, body: object, cookie = admin) =>
    t.http().post(`/api/v1/admin/reviews/${reviewId}/restore`).set('Cookie', cookie).send(body);
  const history = async (reviewId: string) =>
    (await t.http().get(`/api/v1/audit/reviews/${reviewId}`).set('Cookie', admin).expect(200)).body.events as {
      type: string;
      actorId: string | null;
      data: Record<string, unknown>;
    }[];
  const head = () => t.runtime.adapters.eventStore.headPosition();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signInAsAdmin();
    adminId = (await t.http().get('/api/v1/session').set('Cookie', admin).expect(200)).body.user.id;
    const key = await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201);
    const pro = await t.signUp({
      email: 'removal-pro@example.com',
      password: 'arenal-volcano',
      betaKey: key.body.keyId,
      role: 'contractor',
    });
    await t.http().post('/api/v1/account/terms').set('Cookie', pro.cookie).send({ version: 1 }).expect(200);
    await t.http().put('/api/v1/account/display-name').set('Cookie', pro.cookie).send({ displayName: 'Playa Fix' });
    contractorId = pro.body.user.id;
    for (const [index, rating] of [5, 4, 3, 2].entries()) {
      const member = await t.member(`removal-author-${index}@example.com`);
      const saved = await t
        .http()
        .post('/api/v1/reviews')
        .set('Cookie', member.cookie)
        .send({
          contractorId,
          rating,
          email: `removal-author-${index}@example.com`,
          title: `T${rating}`,
          body: 'Bien.',
        })
        .expect(201);
      const { revision } = await adminItem(saved.body.reviewId, saved.body.position);
      const approved = await t
        .http()
        .post(`/api/v1/admin/reviews/${saved.body.reviewId}/approve`)
        .set('Cookie', admin)
        .send({ expectedRevision: revision })
        .expect(200);
      position = approved.body.position;
      authors.push({ ...member, reviewId: saved.body.reviewId });
    }
  });
  afterAll(() => t.close());

  it('starts public with four live reviews', async () => {
    expect((await profile()).body.rating).toMatchObject({ average: 3.5, count: 4 });
  });

  it('refuses a removal to everyone but admins, an invalid reason, and writes nothing', async () => {
    const target = authors[3]!;
    const { revision } = await adminItem(target.reviewId);
    const before = await head();
    expect(
      (
        await remove(target.reviewId, { reasonCode: 'offensive', expectedRevision: revision }, target.cookie).expect(
          403,
        )
      ).body.code,
    ).toBe('ADMIN_REQUIRED');
    await t
      .http()
      .post(`/api/v1/admin/reviews/${target.reviewId}/remove`)
      .send({ reasonCode: 'offensive', expectedRevision: revision })
      .expect(401);
    const noNote = await remove(target.reviewId, { reasonCode: 'other', expectedRevision: revision }).expect(400);
    expect(noNote.body.details.issues).toContainEqual({ path: 'note', message: 'Please give a reason.' });
    await remove(target.reviewId, { reasonCode: 'spam', expectedRevision: revision }).expect(400);
    await remove(target.reviewId, { reasonCode: 'offensive' }).expect(400);
    expect(
      (await remove('no-such-review', { reasonCode: 'offensive', expectedRevision: 0 }).expect(404)).body.code,
    ).toBe('REVIEW.NOT_FOUND');
    expect(await head()).toBe(before);
  });

  it('removes a review: off the profile and its summary, shown to its author as removed with the reason', async () => {
    const target = authors[3]!;
    const { revision } = await adminItem(target.reviewId);
    const stale = await remove(target.reviewId, { reasonCode: 'offensive', expectedRevision: revision - 1 }).expect(
      409,
    );
    expect(stale.body.code).toBe('CONCURRENCY.CONFLICT');

    const done = await remove(target.reviewId, {
      reasonCode: 'personal-data',
      note: 'Teléfono </script> $&',
      expectedRevision: revision,
    }).expect(200);
    position = done.body.position;
    expect((await profile()).body.rating).toMatchObject({ average: 4, count: 3 });
    expect(await profileReviewIds()).not.toContain(target.reviewId);

    const removal = { reasonCode: 'personal-data', note: 'Teléfono </script> $&' };
    expect(await mine(target.cookie)).toEqual([
      expect.objectContaining({ id: target.reviewId, status: 'approved', isLive: false, removal }),
    ]);
    expect(await adminItem(target.reviewId)).toMatchObject({ removal, isLive: false, revision: revision + 1 });

    const events = await history(target.reviewId);
    expect(events.at(-1)).toMatchObject({ type: 'ReviewRemoved', actorId: adminId, data: removal });

    const again = await remove(target.reviewId, { reasonCode: 'offensive', expectedRevision: revision + 1 }).expect(
      409,
    );
    expect(again.body).toEqual({ code: 'REVIEW.ALREADY_REMOVED', message: 'This review has already been removed.' });
    const edit = await t
      .http()
      .put(`/api/v1/account/reviews/${target.reviewId}`)
      .set('Cookie', target.cookie)
      .set('Accept-Language', 'es')
      .send({ rating: 5, title: 'Otra', body: 'Otra.' })
      .expect(409);
    expect(edit.body).toEqual({
      code: 'REVIEW.REMOVED',
      message: 'Un administrador retiró esta reseña, así que ya no se puede editar.',
    });
  });

  it('restores a removed review to the status it had, and refuses to restore one that is not removed', async () => {
    const target = authors[3]!;
    const { revision } = await adminItem(target.reviewId);
    expect((await restore(target.reviewId, { expectedRevision: revision }, target.cookie).expect(403)).body.code).toBe(
      'ADMIN_REQUIRED',
    );
    await restore(target.reviewId, { expectedRevision: revision - 1 }).expect(409);
    const done = await restore(target.reviewId, { expectedRevision: revision }).expect(200);
    position = done.body.position;
    expect((await profile()).body.rating).toMatchObject({ average: 3.5, count: 4 });
    expect(await profileReviewIds()).toContain(target.reviewId);
    expect(await mine(target.cookie)).toEqual([
      expect.objectContaining({ id: target.reviewId, status: 'approved', isLive: true, removal: null }),
    ]);
    expect((await history(target.reviewId)).at(-1)).toMatchObject({ type: 'ReviewRestored', actorId: adminId });
    const again = await restore(target.reviewId, { expectedRevision: revision + 1 }).expect(409);
    expect(again.body.code).toBe('REVIEW.NOT_REMOVED');
  });

  it('lets the author edit their review: back to pending and off the profile, every version in the history', async () => {
    const target = authors[1]!;
    const other = authors[0]!;
    const before = await head();
    const edit = (reviewId: string, cookie: string, body: object) =>
      t.http().put(`/api/v1/account/reviews/${reviewId}`).set('Cookie', cookie).send(body);
    const changes = { rating: 1, title: 'Peor </script>', body: 'Volvió a fallar $& \u202Eal día siguiente.' };
    expect((await edit(target.reviewId, other.cookie, changes).expect(403)).body.code).toBe('REVIEW.NOT_AUTHOR');
    expect((await edit(target.reviewId, admin, changes).expect(403)).body.code).toBe('REVIEW.NOT_AUTHOR');
    await t.http().put(`/api/v1/account/reviews/${target.reviewId}`).send(changes).expect(401);
    expect((await edit('no-such-review', target.cookie, changes).expect(404)).body.code).toBe('REVIEW.NOT_FOUND');
    await edit(target.reviewId, target.cookie, { ...changes, title: ' ' }).expect(400);
    await edit(target.reviewId, target.cookie, { ...changes, contractorId }).expect(400);
    expect(await head()).toBe(before);

    const done = await edit(target.reviewId, target.cookie, changes).expect(200);
    // Stored as the review form stores it: the bidi control is cleaned away, the rest stays inert text.
    const stored = { ...changes, body: 'Volvió a fallar $& al día siguiente.' };
    position = done.body.position;
    expect(await mine(target.cookie)).toEqual([
      expect.objectContaining({ id: target.reviewId, status: 'pending', isLive: false, ...stored }),
    ]);
    expect((await profile()).body.rating).toMatchObject({ count: 3 });
    expect(await profileReviewIds()).not.toContain(target.reviewId);

    const events = await history(target.reviewId);
    expect(events.map((event) => event.type)).toEqual(['ReviewSubmitted', 'ReviewApproved', 'ReviewEdited']);
    expect(events[0]).toMatchObject({ data: { rating: 4, title: 'T4', body: 'Bien.' } });
    expect(events[2]).toMatchObject({ actorId: target.userId, data: stored });

    // The same text again changes nothing.
    const same = await edit(target.reviewId, target.cookie, changes).expect(200);
    expect(same.body.position).toBe(done.body.position);
  });

  it("lets an anonymous author's session edit its review", async () => {
    const saved = await t
      .http()
      .post('/api/v1/reviews')
      .send({ contractorId, rating: 4, name: 'Anon', email: 'anon@example.com', title: 'Bien', body: 'Bien.' })
      .expect(201);
    const cookie = ([] as string[]).concat(saved.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const done = await t
      .http()
      .put(`/api/v1/account/reviews/${saved.body.reviewId}`)
      .set('Cookie', cookie)
      .send({ rating: 3, title: 'Regular', body: 'Regular.' })
      .expect(200);
    expect(await mine(cookie, 'en', done.body.position)).toEqual([
      expect.objectContaining({ id: saved.body.reviewId, rating: 3, title: 'Regular', status: 'pending' }),
    ]);
  });

  it('lets the author withdraw their review: gone from the profile, the counts and their own list', async () => {
    const target = authors[2]!;
    const other = authors[0]!;
    const withdraw = (cookie: string) =>
      t.http().delete(`/api/v1/account/reviews/${target.reviewId}`).set('Cookie', cookie);
    expect((await withdraw(other.cookie).expect(403)).body.code).toBe('REVIEW.NOT_AUTHOR');
    expect(await profileReviewIds()).toContain(target.reviewId);
    const done = await withdraw(target.cookie).expect(200);
    position = done.body.position;
    expect(await profileReviewIds(position, admin)).not.toContain(target.reviewId);
    // Live now: the 5 and the restored 2 (the 4 was edited back to pending): under three, the profile is not public.
    await t.http().get(`/api/v1/profiles/${contractorId}`).expect(404);
    const own = await t
      .http()
      .get(`/api/v1/profiles/${contractorId}`)
      .set('Cookie', admin)
      .set('X-Min-Position', String(position))
      .expect(200);
    expect(own.body.rating).toMatchObject({ average: 3.5, count: 2 });
    expect(await mine(target.cookie)).toEqual([]);
    expect(await adminItem(target.reviewId)).toBeUndefined();
    expect((await history(target.reviewId)).at(-1)).toMatchObject({ type: 'ReviewWithdrawn', actorId: target.userId });
    expect((await withdraw(target.cookie).expect(404)).body.code).toBe('REVIEW.NOT_FOUND');
  });

  it('limits the edits of one session, since each one returns the review to the moderation queue', async () => {
    const member = await t.member('removal-busy-editor@example.com');
    const saved = await t
      .http()
      .post('/api/v1/reviews')
      .set('Cookie', member.cookie)
      .send({ contractorId, rating: 4, email: 'removal-busy-editor@example.com', title: 'Bien', body: 'Bien.' })
      .expect(201);
    const edit = (index: number) =>
      t
        .http()
        .put(`/api/v1/account/reviews/${saved.body.reviewId}`)
        .set('Cookie', member.cookie)
        .send({ rating: 4, title: `Bien ${index}`, body: 'Bien.' });
    for (let index = 0; index < 20; index++) await edit(index).expect(200);
    const before = await head();
    expect((await edit(20).expect(429)).body.code).toBe('REQUEST.RATE_LIMITED');
    expect(await head()).toBe(before);
  });

  it('rebuilding the read models from zero gives the same review lists, ratings and directory', async () => {
    const rebuilt = new MemoryReadStore();
    await Projector.rebuild(t.runtime.adapters.eventStore, rebuilt, allProjections, {
      logger: { info: () => undefined, error: () => undefined },
    });
    const strip = (docs: object[]) => docs.map(({ _position: _ignored, ...doc }: { _position?: number }) => doc);
    for (const { collection } of [
      reviewsProjection,
      contractorRatingsProjection,
      profilesProjection,
      directoryProjection,
    ]) {
      const live = await t.runtime.adapters.readStore.collection(collection).find({}, { sort: { _id: 1 } });
      expect(strip(await rebuilt.collection(collection).find({}, { sort: { _id: 1 } }))).toEqual(strip(live));
    }
  });
});
