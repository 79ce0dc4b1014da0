import { Projector, allProjections, reviewsProjection } from '@gp/projections';
import { MemoryReadStore } from '../../../infrastructure/read-store/memory-read-store';
import { createTestApp, type TestApp } from '../../../testing/test-app';

describe("the pro's public reply to a review, and an admin hiding it", () => {
  let t: TestApp;
  let admin: string;
  let pro: { cookie: string; userId: string };
  let author: { cookie: string; userId: string };
  let reviewId: string;
  let position = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signInAsAdmin();
    pro = await t.contractor('pro@example.com', 'Playa Fix');
    // Three live reviews make the profile public.
    const ids: string[] = [];
    for (const index of [0, 1, 2]) {
      const member = await t.member(`client-${index}@example.com`);
      if (index === 0) author = member;
      const saved = await t
        .http()
        .post('/api/v1/reviews')
        .set('Cookie', member.cookie)
        .send({
          contractorId: pro.userId,
          rating: 5,
          email: `client-${index}@example.com`,
          title: 'Excelente',
          body: 'Arregló la bomba el mismo día.',
        })
        .expect(201);
      const approved = await t
        .http()
        .post(`/api/v1/admin/reviews/${saved.body.reviewId}/approve`)
        .set('Cookie', admin)
        .send({ expectedRevision: 0 })
        .expect(200);
      position = approved.body.position;
      ids.push(saved.body.reviewId);
    }
    reviewId = ids[0]!;
  });
  afterAll(() => t.close());

  const reply = (text: unknown, cookie?: string, id = reviewId) => {
    const call = t.http().put(`/api/v1/account/reviews/${id}/reply`);
    if (cookie) void call.set('Cookie', cookie);
    return call.send({ text });
  };
  const events = async () => t.runtime.adapters.eventStore.readStream(`review-${reviewId}`);
  const publicList = async (at: number, cookie?: string) => {
    const call = t.http().get(`/api/v1/profiles/${pro.userId}/reviews`).set('X-Min-Position', String(at));
    if (cookie) void call.set('Cookie', cookie);
    const list = await call.expect(200);
    return list.body.items as { id: string; reply: unknown }[];
  };
  const adminItem = async (at: number) => {
    const list = await t
      .http()
      .get('/api/v1/admin/reviews?pageSize=100')
      .set('Cookie', admin)
      .set('X-Min-Position', String(at))
      .expect(200);
    return list.body.items.find((item: { id: string }) => item.id === reviewId) as {
      reply: unknown;
      revision: number;
    };
  };

  it('saves the reply, shown under the review on the public profile', async () => {
    const saved = await reply('¡Gracias, fue un gusto!', pro.cookie).expect(200);
    expect(saved.body).toEqual({ position: expect.any(Number) });
    const stream = await events();
    expect(stream.at(-1)).toMatchObject({
      type: 'ReviewReplied',
      data: { reviewId, contractorId: pro.userId, text: '¡Gracias, fue un gusto!' },
      metadata: { actorId: pro.userId },
    });
    const items = await publicList(saved.body.position);
    expect(items.find((item) => item.id === reviewId)!.reply).toEqual({
      text: '¡Gracias, fue un gusto!',
      repliedAt: expect.any(String),
    });
    expect(items.filter((item) => item.id !== reviewId).map((item) => item.reply)).toEqual([null, null]);
  });

  it('edits the reply with another text, and appends nothing for the same text again', async () => {
    const edited = await reply('Gracias, Laura. ¡Hasta pronto!', pro.cookie).expect(200);
    const items = await publicList(edited.body.position);
    expect(items.find((item) => item.id === reviewId)!.reply).toMatchObject({ text: 'Gracias, Laura. ¡Hasta pronto!' });
    const before = (await events()).length;
    const again = await reply('  Gracias, Laura. ¡Hasta pronto!  ', pro.cookie).expect(200);
    expect(again.body.position).toBe(edited.body.position);
    expect((await events()).length).toBe(before);
  });

  it('keeps a hostile text as plain text, without hidden characters', async () => {
    const hostile = '</script><script>alert(1)</script> $& $1 a\u202Eb';
    const saved = await reply(hostile, pro.cookie).expect(200);
    const items = await publicList(saved.body.position);
    expect(items.find((item) => item.id === reviewId)!.reply).toMatchObject({
      text: '</script><script>alert(1)</script> $& $1 ab',
    });
  });

  it.each([
    ['en', 'Only the professional this review is about can reply to it.'],
    ['es', 'Solo el profesional de esta reseña puede responderla.'],
  ])("(%s) refuses the review's author, another user and an admin with 403, writing nothing", async (lang, message) => {
    const other = await t.member(`other-${lang}@example.com`);
    const before = await t.runtime.adapters.eventStore.headPosition();
    for (const cookie of [author.cookie, other.cookie, admin]) {
      const refused = await t
        .http()
        .put(`/api/v1/account/reviews/${reviewId}/reply`)
        .set('Cookie', cookie)
        .set('Accept-Language', lang)
        .send({ text: 'Yo respondo' })
        .expect(403);
      expect(refused.body).toEqual({ code: 'REVIEW.NOT_YOUR_PROFILE', message });
    }
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
  });

  it('refuses a visitor and an anonymous session with 401', async () => {
    expect((await reply('Hola').expect(401)).body.code).toBe('AUTH.REQUIRED');
    const anonymous = await t.http().post('/api/v1/auth/anonymous').send({}).expect(200);
    const cookie = anonymous.headers['set-cookie']![0]!.split(';')[0]!;
    expect((await reply('Hola', cookie).expect(401)).body.code).toBe('AUTH.REQUIRED');
  });

  it('answers 404 for an unknown review and 400 for an empty, too long or foreign-field body', async () => {
    const before = await t.runtime.adapters.eventStore.headPosition();
    expect((await reply('Hola', pro.cookie, 'no-such-review').expect(404)).body.code).toBe('REVIEW.NOT_FOUND');
    for (const text of ['', '   ', 'x'.repeat(1001), 42]) {
      expect((await reply(text, pro.cookie).expect(400)).body.code).toBe('REQUEST.INVALID');
    }
    await t
      .http()
      .put(`/api/v1/account/reviews/${reviewId}/reply`)
      .set('Cookie', pro.cookie)
      .send({ text: 'Hola', contractorId: author.userId })
      .expect(400);
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
  });

  it('refuses a reply to a review that is not live with 409', async () => {
    const member = await t.member('pending@example.com');
    const saved = await t
      .http()
      .post('/api/v1/reviews')
      .set('Cookie', member.cookie)
      .send({ contractorId: pro.userId, rating: 4, email: 'pending@example.com', title: 'Bien', body: 'Bien.' })
      .expect(201);
    expect((await reply('Gracias', pro.cookie, saved.body.reviewId).expect(409)).body.code).toBe('REVIEW.NOT_LIVE');
  });

  it('refuses a hide by anyone but an admin', async () => {
    const { revision } = await adminItem(position);
    const hide = (cookie?: string) => {
      const call = t.http().post(`/api/v1/admin/reviews/${reviewId}/reply/hide`);
      if (cookie) void call.set('Cookie', cookie);
      return call.send({ expectedRevision: revision });
    };
    expect((await hide(pro.cookie).expect(403)).body.code).toBe('ADMIN_REQUIRED');
    expect((await hide(author.cookie).expect(403)).body.code).toBe('ADMIN_REQUIRED');
    expect((await hide().expect(401)).body.code).toBe('AUTH.REQUIRED');
  });

  it('lets an admin hide the reply: gone from the public list, marked hidden for the owner and in the admin list', async () => {
    const seen = await adminItem(position);
    expect(seen.reply).toMatchObject({ text: '</script><script>alert(1)</script> $& $1 ab', hidden: false });
    const hidden = await t
      .http()
      .post(`/api/v1/admin/reviews/${reviewId}/reply/hide`)
      .set('Cookie', admin)
      .send({ expectedRevision: seen.revision, reason: 'Script en la respuesta' })
      .expect(200);
    expect((await events()).at(-1)).toMatchObject({
      type: 'ReviewReplyHidden',
      data: { reviewId, contractorId: pro.userId, reason: 'Script en la respuesta', hiddenBy: expect.any(String) },
    });
    expect((await publicList(hidden.body.position)).find((item) => item.id === reviewId)!.reply).toBeNull();
    expect(
      (await publicList(hidden.body.position, author.cookie)).find((item) => item.id === reviewId)!.reply,
    ).toBeNull();
    expect(
      (await publicList(hidden.body.position, pro.cookie)).find((item) => item.id === reviewId)!.reply,
    ).toMatchObject({
      hidden: true,
    });
    expect((await adminItem(hidden.body.position)).reply).toMatchObject({ hidden: true });
    // "View as visitor" (issue 39): its owner gets the signed-out visitor's list, without the hidden reply.
    const asVisitor = await t
      .http()
      .get(`/api/v1/profiles/${pro.userId}/reviews?as=visitor`)
      .set('Cookie', pro.cookie)
      .set('X-Min-Position', String(hidden.body.position))
      .expect(200);
    const signedOut = await t.http().get(`/api/v1/profiles/${pro.userId}/reviews`).expect(200);
    expect(asVisitor.body).toEqual(signedOut.body);
    // A hide with the revision from before it is a conflict: the admin decides on what they saw.
    await t
      .http()
      .post(`/api/v1/admin/reviews/${reviewId}/reply/hide`)
      .set('Cookie', admin)
      .send({ expectedRevision: seen.revision })
      .expect(409);
  });

  it("keeps the hide through the pro's edits: the new text is theirs to see, hidden, until an admin shows it", async () => {
    const same = await reply('</script><script>alert(1)</script> $& $1 ab', pro.cookie).expect(200);
    expect((await publicList(same.body.position)).find((item) => item.id === reviewId)!.reply).toBeNull();
    const edited = await reply('</script><script>alert(1)</script> $& $1 ab!', pro.cookie).expect(200);
    expect((await publicList(edited.body.position)).find((item) => item.id === reviewId)!.reply).toBeNull();
    const fresh = await reply('Disculpas. Gracias por su reseña.', pro.cookie).expect(200);
    expect((await publicList(fresh.body.position)).find((item) => item.id === reviewId)!.reply).toBeNull();
    expect(
      (await publicList(fresh.body.position, pro.cookie)).find((item) => item.id === reviewId)!.reply,
    ).toMatchObject({ text: 'Disculpas. Gracias por su reseña.', hidden: true });
    const seen = await adminItem(fresh.body.position);
    expect(seen.reply).toMatchObject({ text: 'Disculpas. Gracias por su reseña.', hidden: true });

    // A show with a revision from before the pro's last edit is a conflict: the admin shows what they read.
    await t
      .http()
      .post(`/api/v1/admin/reviews/${reviewId}/reply/show`)
      .set('Cookie', admin)
      .send({ expectedRevision: seen.revision - 1 })
      .expect(409);
    for (const cookie of [pro.cookie, author.cookie])
      await t
        .http()
        .post(`/api/v1/admin/reviews/${reviewId}/reply/show`)
        .set('Cookie', cookie)
        .send({ expectedRevision: seen.revision })
        .expect(403);
    const shown = await t
      .http()
      .post(`/api/v1/admin/reviews/${reviewId}/reply/show`)
      .set('Cookie', admin)
      .send({ expectedRevision: seen.revision })
      .expect(200);
    expect((await events()).at(-1)).toMatchObject({ type: 'ReviewReplyShown', data: { reviewId } });
    expect((await publicList(shown.body.position)).find((item) => item.id === reviewId)!.reply).toEqual({
      text: 'Disculpas. Gracias por su reseña.',
      repliedAt: expect.any(String),
    });
  });

  it('refuses to hide a reply that does not exist with 409', async () => {
    const list = await t.http().get('/api/v1/admin/reviews?pageSize=100').set('Cookie', admin).expect(200);
    const without = list.body.items.find(
      (item: { id: string; reply: unknown; status: string }) => item.reply === null && item.status === 'approved',
    );
    const refused = await t
      .http()
      .post(`/api/v1/admin/reviews/${without.id}/reply/hide`)
      .set('Cookie', admin)
      .send({ expectedRevision: without.revision })
      .expect(409);
    expect(refused.body.code).toBe('REVIEW.NO_REPLY');
  });

  it('rebuilding the reviews read model from zero gives the same replies', async () => {
    const rebuilt = new MemoryReadStore();
    await Projector.rebuild(t.runtime.adapters.eventStore, rebuilt, allProjections, {
      logger: { info: () => undefined, error: () => undefined },
    });
    const strip = (docs: object[]) => docs.map(({ _position: _ignored, ...doc }: { _position?: number }) => doc);
    const live = strip(
      await t.runtime.adapters.readStore.collection(reviewsProjection.collection).find({}, { sort: { _id: 1 } }),
    );
    expect(live.some((doc) => (doc as { reply: unknown }).reply !== null)).toBe(true);
    expect(strip(await rebuilt.collection(reviewsProjection.collection).find({}, { sort: { _id: 1 } }))).toEqual(live);
  });
});
