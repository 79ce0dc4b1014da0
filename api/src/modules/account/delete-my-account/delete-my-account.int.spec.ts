import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { Projector, allProjections } from '@gp/projections';
import { streamIds, type MyDataExport } from '@gp/shared';
import { personSubject } from '@gp/shared/server';
import { SealingEventStore } from '../../../infrastructure/event-store/sealing-event-store';
import { SqliteEventStore } from '../../../infrastructure/event-store/sqlite-event-store';
import { MemoryReadStore } from '../../../infrastructure/read-store/memory-read-store';
import { openSqlite } from '../../../infrastructure/sqlite/open-sqlite';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../testing/test-app';
import { contractor, type TestPro } from '../../../testing/public-pro';
import { DELETE_PHOTO_FILES, MAKE_PHOTO_VARIANTS, variantsJobId } from '../../photos/public';
import { erasedPhotoJobId } from '../../admin/public';

const EMAIL = 'ana.olvido@example.com';
const STATED_EMAIL = 'ana.dice@example.com';
const NAME = 'Ana Olvidada Quesada';
const REVIEW_BODY = 'Llegó a tiempo y dejó todo limpio.';
/** The request the person sends the pro: a name, a number and a message of their own. */
const REQUEST = { name: 'Ana del Mar', phoneNumber: '+50688112233', message: 'Necesito revisar una fuga en el baño.' };
const jpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 110, b: 170 } } })
    .jpeg()
    .toBuffer();

/** Every file under a folder, with its bytes. */
function filesUnder(dir: string): { path: string; bytes: Buffer }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [{ path, bytes: readFileSync(path) }];
  });
}

/** The files (under DATA_DIR) holding the value, as UTF-8 or as UTF-16 (SQLite keeps text either way). */
const filesHolding = (dir: string, value: string | Buffer) =>
  filesUnder(dir)
    .filter(
      ({ bytes }) =>
        bytes.includes(typeof value === 'string' ? Buffer.from(value, 'utf8') : value) ||
        (typeof value === 'string' && bytes.includes(Buffer.from(value, 'utf16le'))),
    )
    .map(({ path }) => path);

describe('DELETE /api/v1/account: the person deletes their account and is forgotten', () => {
  let t: TestApp;
  let pro: TestPro;
  let admin: string;
  let latest = 0;
  const written = (position: number) => {
    latest = Math.max(latest, position);
    return position;
  };

  beforeAll(async () => {
    t = await createTestApp();
    pro = await contractor(t, 'playa@example.com', 'Playa Fix');
    admin = await t.signInAsAdmin();
  });
  afterAll(() => t.close());

  /** Waits until the forgetting reactor has answered the log up to now, and the read models hold its events. */
  const settled = async () => {
    const head = await t.runtime.adapters.eventStore.headPosition();
    expect(await t.runtime.reactors!.waitForPosition(head, 10_000)).toBe(true);
    expect(await t.runtime.projector!.waitForPosition(await t.runtime.adapters.eventStore.headPosition(), 10_000)).toBe(
      true,
    );
    latest = Math.max(latest, await t.runtime.adapters.eventStore.headPosition());
  };
  const proRating = async () =>
    (await t.http().get(`/api/v1/profiles/${pro.userId}`).set('X-Min-Position', String(latest)).expect(200)).body
      .rating;
  const publicReviews = async () =>
    (await t.http().get(`/api/v1/profiles/${pro.userId}/reviews`).set('X-Min-Position', String(latest)).expect(200))
      .body.items as { id: string; authorName: string; rating: number; body: string }[];

  /** A member with a name, an approved review of the pro and an uploaded photo. */
  async function person(email: string, name: string) {
    const member = await t.member(email);
    written(
      (
        await t
          .http()
          .put('/api/v1/account/display-name')
          .set('Cookie', member.cookie)
          .send({ displayName: name })
          .expect(200)
      ).body.position,
    );
    const review = await t
      .http()
      .post('/api/v1/reviews')
      .set('Cookie', member.cookie)
      .send({ contractorId: pro.userId, rating: 2, email: STATED_EMAIL, title: 'Regular', body: REVIEW_BODY })
      .expect(201);
    const pending = await t
      .http()
      .get('/api/v1/admin/reviews?status=pending&pageSize=100')
      .set('Cookie', admin)
      .set('X-Min-Position', String(written(review.body.position)))
      .expect(200);
    const { revision } = pending.body.items.find((item: { id: string }) => item.id === review.body.reviewId);
    written(
      (
        await t
          .http()
          .post(`/api/v1/admin/reviews/${review.body.reviewId}/approve`)
          .set('Cookie', admin)
          .send({ expectedRevision: revision })
          .expect(200)
      ).body.position,
    );
    const photo = await t
      .http()
      .post('/api/v1/account/photos?kind=work')
      .set('Cookie', member.cookie)
      .set('Content-Type', 'image/jpeg')
      .send(await jpeg())
      .expect(201);
    await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(photo.body.photoId));
    return { ...member, reviewId: review.body.reviewId as string, photoId: photo.body.photoId as string };
  }

  it('leaves no email, name, number, message or photo readable anywhere, not even in a copy of the log taken before', async () => {
    const ana = await person(EMAIL, NAME);
    const lead = await t
      .http()
      .post(`/api/v1/pros/${pro.userId}/leads`)
      .set('Cookie', ana.cookie)
      .send({ ...REQUEST, lang: 'es' })
      .expect(201);
    await settled();
    const proInbox = () =>
      t.http().get('/api/v1/account/leads').set('Cookie', pro.cookie).set('X-Min-Position', String(latest)).expect(200);
    const dataDir = t.runtime.config.DATA_DIR;
    const photoFolder = join(dataDir, 'uploads', 'photos', ana.userId, ana.photoId);
    const before = await proRating();

    // Before: everything is there, and readable through the API (the log holds it sealed).
    const exported = (await t.http().get('/api/v1/account/data-export').set('Cookie', ana.cookie).expect(200))
      .body as MyDataExport;
    expect(exported.account).toMatchObject({ email: EMAIL, displayName: NAME });
    expect(exported.reviewsWritten[0]).toMatchObject({ authorName: NAME, statedEmail: STATED_EMAIL });
    expect(exported.requestsSent).toEqual([expect.objectContaining({ id: lead.body.leadId, ...REQUEST })]);
    expect(JSON.stringify((await proInbox()).body)).toContain(REQUEST.message);
    expect((await publicReviews()).find((review) => review.id === ana.reviewId)?.authorName).toBe(NAME);
    expect(filesUnder(photoFolder).length).toBeGreaterThan(0);
    const key = await t.runtime.adapters.keyStore.find(personSubject(ana.userId));
    expect(key?.state).toBe('live');
    const keyBytes = key?.state === 'live' ? key.key : Buffer.alloc(0);
    expect(filesHolding(dataDir, keyBytes).some((path) => path.includes('keys.sqlite'))).toBe(true);

    // A backup of the event log as it stands, taken aside before the deletion.
    const backupDir = mkdtempSync(join(tmpdir(), 'gp-backup-'));
    const logFile = join(dataDir, 'guanacaste.sqlite');
    for (const suffix of ['', '-wal'])
      if (existsSync(logFile + suffix)) copyFileSync(logFile + suffix, join(backupDir, `guanacaste.sqlite${suffix}`));
    const backupDb = openSqlite(join(backupDir, 'guanacaste.sqlite'));
    const backup = new SealingEventStore(new SqliteEventStore(backupDb), t.runtime.adapters.keyStore);
    const registeredIn = async () =>
      (await backup.readStream(streamIds.user(ana.userId))).find((event) => event.type === 'UserRegistered')!;
    expect((await registeredIn()).data).toMatchObject({ email: EMAIL });

    const deleted = await t
      .http()
      .delete('/api/v1/account')
      .set('Cookie', ana.cookie)
      .send({ removeReviews: false })
      .expect(200);
    expect(deleted.body).toEqual({ position: expect.any(Number) });
    expect(([] as string[]).concat(deleted.headers['set-cookie'] ?? []).join()).toMatch(/gp_session=;/);
    written(deleted.body.position);
    await settled();
    await t.jobSettled(DELETE_PHOTO_FILES, erasedPhotoJobId(ana.photoId));

    // Signed out: the cookie no longer opens anything.
    await t.http().get('/api/v1/account/data-export').set('Cookie', ana.cookie).expect(401);
    await t.http().post('/api/v1/auth/sign-in').send({ email: EMAIL, password: TEST_PASSWORD }).expect(401);

    // The log records the erasure, by the owner; the key is gone.
    const stream = await t.runtime.adapters.eventStore.readStream(streamIds.user(ana.userId));
    expect(stream.map((event) => event.type).slice(-3)).toEqual([
      'AccountDeleted',
      'PhotoRemoved',
      'PersonalDataErased',
    ]);
    expect(stream.at(-1)!.data).toMatchObject({ userId: ana.userId, by: 'owner' });
    expect((await t.runtime.adapters.keyStore.find(personSubject(ana.userId)))?.state).toBe('destroyed');

    // The review stays, rating and text, by a former user: the pro's figures do not move.
    const review = (await publicReviews()).find((item) => item.id === ana.reviewId);
    expect(review).toMatchObject({ authorName: '', rating: 2, body: REVIEW_BODY });
    expect(await proRating()).toEqual(before);

    // No API answer holds them.
    const answers = [
      await t.http().get(`/api/v1/profiles/${pro.userId}/reviews`).set('X-Min-Position', String(latest)),
      await t
        .http()
        .get('/api/v1/admin/reviews?pageSize=100')
        .set('Cookie', admin)
        .set('X-Min-Position', String(latest)),
      await t
        .http()
        .get(`/api/v1/admin/accounts?q=${encodeURIComponent(EMAIL)}`)
        .set('Cookie', admin),
      await t.http().get('/api/v1/admin/accounts?pageSize=100').set('Cookie', admin),
      await t.http().get(`/api/v1/audit/users/${ana.userId}`).set('Cookie', admin),
      await t.http().get(`/api/v1/audit/reviews/${ana.reviewId}`).set('Cookie', admin),
      await t.http().get(`/api/v1/profiles/${ana.userId}`),
      await proInbox(),
      await t.http().get('/api/v1/admin/leads').set('Cookie', admin).set('X-Min-Position', String(latest)),
    ];
    const personal = [EMAIL, STATED_EMAIL, NAME, REQUEST.name, REQUEST.phoneNumber, REQUEST.message];
    for (const answer of answers)
      for (const value of personal) expect(JSON.stringify(answer.body)).not.toContain(value);
    await t.http().get(`/api/v1/photos/${ana.userId}/${ana.photoId}/large`).expect(404);

    // No file holds them: the log, the key-value and job tables, the keys, the read-model snapshot, the uploads.
    await t.runtime.adapters.readModelSnapshot!.save();
    expect(filesUnder(dataDir).map(({ path }) => path)).toEqual(
      expect.arrayContaining([logFile, join(dataDir, 'keys.sqlite'), join(dataDir, 'read-models.snapshot')]),
    );
    for (const value of personal) expect(filesHolding(dataDir, value)).toEqual([]);
    expect(filesHolding(dataDir, keyBytes)).toEqual([]);
    expect(filesUnder(photoFolder)).toEqual([]);
    const queue = await t
      .http()
      .get('/api/v1/admin/photos?pageSize=100')
      .set('Cookie', admin)
      .set('X-Min-Position', String(latest))
      .expect(200);
    expect(queue.body.items.map((photo: { photoId: string }) => photo.photoId)).not.toContain(ana.photoId);

    // The backup taken before: its sealed fields open no more (its key is not in it), nor in plain bytes.
    expect((await registeredIn()).data).toMatchObject({ email: null });
    for (const value of personal) expect(filesHolding(backupDir, value)).toEqual([]);
    backupDb.close();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it("withdraws the person's reviews when asked: the pro's figures change by those only", async () => {
    const luis = await person('luis.olvido@example.com', 'Luis Borrado');
    const before = await proRating();
    written(
      (await t.http().delete('/api/v1/account').set('Cookie', luis.cookie).send({ removeReviews: true }).expect(200))
        .body.position,
    );
    await settled();
    expect((await publicReviews()).map((review) => review.id)).not.toContain(luis.reviewId);
    const after = await proRating();
    expect(after.count).toBe(before.count - 1);
    const reviewTypes = (await t.runtime.adapters.eventStore.readStream(streamIds.review(luis.reviewId))).map(
      (event) => event.type,
    );
    expect(reviewTypes).toContain('ReviewWithdrawn');
  });

  it('forgets the anonymous session a person reviewed from before they signed up', async () => {
    const saved = await t
      .http()
      .post('/api/v1/reviews')
      .send({
        contractorId: pro.userId,
        rating: 3,
        name: 'Sofía Anónima',
        email: 'sofia.anon@example.com',
        title: 'Bien',
        body: 'Cumplió con lo acordado.',
      })
      .expect(201);
    const anonymousCookie = ([] as string[]).concat(saved.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const reviewId = saved.body.reviewId as string;
    const [submitted] = await t.runtime.adapters.eventStore.readStream(streamIds.review(reviewId));
    const anonymousId = (submitted!.data as { authorId: string }).authorId;
    const account = await t.signUp({ email: 'sofia.cuenta@example.com', password: TEST_PASSWORD }, anonymousCookie);
    written(account.body.position);
    await settled();
    expect(
      (await t.runtime.adapters.eventStore.readStream(streamIds.user(account.body.user.id))).map((e) => e.type),
    ).toContain('AnonymousUserLinked');

    await t.http().delete('/api/v1/account').set('Cookie', account.cookie).send({ removeReviews: false }).expect(200);
    await settled();
    expect((await t.runtime.adapters.keyStore.find(personSubject(anonymousId)))?.state).toBe('destroyed');
    const queue = await t
      .http()
      .get('/api/v1/admin/reviews?pageSize=100')
      .set('Cookie', admin)
      .set('X-Min-Position', String(latest))
      .expect(200);
    expect(queue.body.items.find((item: { id: string }) => item.id === reviewId)).toMatchObject({
      authorName: '',
      statedEmail: '',
      rating: 3,
      body: 'Cumplió con lo acordado.',
    });
    for (const value of ['Sofía Anónima', 'sofia.anon@example.com', 'sofia.cuenta@example.com'])
      expect(filesHolding(t.runtime.config.DATA_DIR, value)).toEqual([]);
  });

  it('refuses a signed-out caller, an anonymous session, a bad body and an admin', async () => {
    await t.http().delete('/api/v1/account').send({ removeReviews: false }).expect(401);
    const anonymous = await t.http().post('/api/v1/auth/anonymous').send({}).expect(200);
    const anonymousCookie = ([] as string[]).concat(anonymous.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    await t.http().delete('/api/v1/account').set('Cookie', anonymousCookie).send({ removeReviews: false }).expect(401);
    const member = await t.member('bad.body@example.com');
    expect((await t.http().delete('/api/v1/account').set('Cookie', member.cookie).send({}).expect(400)).body.code).toBe(
      'REQUEST.INVALID',
    );
    const refused = await t.http().delete('/api/v1/account').set('Cookie', admin).send({ removeReviews: true });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ADMIN.PROTECTED_ACCOUNT');
    await t.http().get('/api/v1/admin/accounts').set('Cookie', admin).expect(200);
  });

  it('forgets an account the console deletes, by the admin, and rebuilding the read models equals the live ones', async () => {
    const marta = await person('marta.olvido@example.com', 'Marta Consola');
    written(
      (await t.http().delete(`/api/v1/admin/users/${marta.userId}`).set('Cookie', admin).expect(200)).body.position,
    );
    await settled();
    const stream = await t.runtime.adapters.eventStore.readStream(streamIds.user(marta.userId));
    expect(stream.at(-1)).toMatchObject({ type: 'PersonalDataErased', data: { by: 'admin' } });
    expect((await publicReviews()).find((review) => review.id === marta.reviewId)?.authorName).toBe('');

    // A pro who replied to a review, deleted by the console: the reply's text goes with them.
    const gone = await contractor(t, 'pro.olvido@example.com', 'Pro Olvidado');
    const [answered] = (
      await t
        .http()
        .get(`/api/v1/profiles/${gone.userId}/reviews`)
        .set('X-Min-Position', String(gone.position))
        .expect(200)
    ).body.items as { id: string }[];
    written(
      (
        await t
          .http()
          .put(`/api/v1/account/reviews/${answered!.id}/reply`)
          .set('Cookie', gone.cookie)
          .send({ text: 'Gracias, Pro Olvidado al habla.' })
          .expect(200)
      ).body.position,
    );
    written(
      (await t.http().delete(`/api/v1/admin/users/${gone.userId}`).set('Cookie', admin).expect(200)).body.position,
    );
    await settled();
    const queue = await t
      .http()
      .get(`/api/v1/admin/reviews?pageSize=100&contractorId=${gone.userId}`)
      .set('Cookie', admin)
      .set('X-Min-Position', String(latest))
      .expect(200);
    expect(queue.body.items.find((item: { id: string }) => item.id === answered!.id).reply).toMatchObject({ text: '' });
    expect(JSON.stringify(queue.body)).not.toContain('Pro Olvidado');

    const rebuilt = new MemoryReadStore();
    await Projector.rebuild(t.runtime.adapters.eventStore, rebuilt, allProjections, {
      logger: { info: () => undefined, error: () => undefined },
    });
    const strip = (docs: object[]) => docs.map(({ _position: _ignored, ...doc }: { _position?: number }) => doc);
    for (const projection of allProjections)
      expect(strip(await rebuilt.collection(projection.collection).find({}, { sort: { _id: 1 } }))).toEqual(
        strip(await t.runtime.adapters.readStore.collection(projection.collection).find({}, { sort: { _id: 1 } })),
      );
  });
});
