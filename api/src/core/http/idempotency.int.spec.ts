import { RequestMethod } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { IdempotencyInterceptor } from './idempotency.interceptor';

describe('Idempotency-Key: scoped to the caller and the request', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' });
    admin = await t.signInAsAdmin();
  });
  afterAll(() => t.close());

  const headPosition = () => t.runtime.adapters.eventStore.headPosition();
  const issueBetaKey = async () =>
    (await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201)).body.keyId as string;
  const post = (path: string, key: string, body: object, lang = 'en') =>
    t.http().post(path).set('Idempotency-Key', key).set('Accept-Language', lang).send(body);
  const sessionCookie = (response: Response) =>
    ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('gp_session='));
  const betaKeyConsumptions = async (keyId: string) =>
    (await t.runtime.adapters.eventStore.readStream(`betakey-${keyId}`)).filter(
      (event) => event.type === 'BetaKeyConsumed',
    );

  it('is bound to every command route and to no read', () => {
    const handlers = [...t.app.get(ModulesContainer).values()]
      .flatMap((module) => [...module.controllers.values()])
      .flatMap(({ metatype }) => {
        const prototype = (metatype as { prototype: Record<string, unknown> }).prototype;
        return Object.getOwnPropertyNames(prototype).map((name) => ({ name, handler: prototype[name] as object }));
      })
      .filter(({ handler }) => Reflect.hasMetadata(METHOD_METADATA, handler));
    const idempotent = (handler: object) =>
      ((Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []) as unknown[]).includes(IdempotencyInterceptor);
    const isRead = (handler: object) => Reflect.getMetadata(METHOD_METADATA, handler) === RequestMethod.GET;
    expect(handlers.filter(({ handler }) => isRead(handler) === idempotent(handler)).map(({ name }) => name)).toEqual(
      [],
    );
    expect(handlers.filter(({ handler }) => !isRead(handler)).length).toBeGreaterThan(30);
  });

  it('leaves a read alone: the same GET with the same key is answered afresh each time', async () => {
    for (let read = 0; read < 2; read++) {
      const answer = await t
        .http()
        .get('/api/v1/session')
        .set('Cookie', admin)
        .set('Idempotency-Key', 'read-key-00000001')
        .expect(200);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
    }
  });

  it('one beta key and one fixed key on sign-up give beta access to one account only', async () => {
    const keyId = await issueBetaKey();
    const first = await post('/api/v1/auth/sign-up', 'fixed-key-attack-1', {
      email: 'first@example.com',
      password: 'arenal-volcano',
      betaKey: keyId,
    }).expect(200);
    expect(first.body.betaKey).toBe('granted');
    for (const email of ['second@example.com', 'third@example.com']) {
      const copy = await post('/api/v1/auth/sign-up', 'fixed-key-attack-1', {
        email,
        password: 'arenal-volcano',
        betaKey: keyId,
      }).expect(422);
      expect(copy.body.code).toBe('IDEMPOTENCY.KEY_REUSED');
    }
    // With a key of their own, the key is simply used up.
    const fresh = await post('/api/v1/auth/sign-up', 'fresh-key-attack-1', {
      email: 'fourth@example.com',
      password: 'arenal-volcano',
      betaKey: keyId,
    }).expect(200);
    expect(fresh.body.betaKey).toBe('invalid');
    expect((await betaKeyConsumptions(keyId)).map((event) => event.data)).toEqual([
      expect.objectContaining({ userId: first.body.user.id }),
    ]);
  });

  it.each([
    ['en', 'This Idempotency-Key was already used for a different request. Send a new key with this request.'],
    ['es', 'Esta Idempotency-Key ya se usó para una solicitud distinta. Envía una clave nueva con esta solicitud.'],
  ])(
    '(%s) a second visitor reusing a key with another body gets 422 {code, message}; nothing of theirs is lost',
    async (lang, message) => {
      const key = `shared-key-${lang}-01`;
      const first = await post(
        '/api/v1/auth/sign-up',
        key,
        { email: `visitor-a-${lang}@example.com`, password: 'arenal-volcano' },
        lang,
      ).expect(200);
      const before = await headPosition();
      const refused = await post(
        '/api/v1/auth/sign-up',
        key,
        { email: `visitor-b-${lang}@example.com`, password: 'tamarindo-beach' },
        lang,
      ).expect(422);
      expect(refused.body).toEqual({ code: 'IDEMPOTENCY.KEY_REUSED', message });
      expect(sessionCookie(refused)).toBeUndefined();
      expect(await headPosition()).toBe(before);
      // The refused visitor retries with a new key and gets their own account.
      const retried = await post(
        '/api/v1/auth/sign-up',
        `own-key-${lang}-001`,
        { email: `visitor-b-${lang}@example.com`, password: 'tamarindo-beach' },
        lang,
      ).expect(200);
      expect(retried.body.user.id).not.toBe(first.body.user.id);
      await t.signIn(`visitor-b-${lang}@example.com`, 'tamarindo-beach');
    },
  );

  it('replays the same request with the same answer and the same session, appending nothing', async () => {
    const body = { email: 'replayed@example.com', password: 'arenal-volcano' };
    const first = await post('/api/v1/auth/sign-up', 'replay-key-0001', body).expect(200);
    const before = await headPosition();
    // Key order is not part of the request's identity.
    const again = await post('/api/v1/auth/sign-up', 'replay-key-0001', {
      password: body.password,
      email: body.email,
    }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(sessionCookie(again)).toBe(sessionCookie(first));
    const session = await t
      .http()
      .get('/api/v1/session')
      .set('Cookie', sessionCookie(again)!.split(';')[0]!)
      .expect(200);
    expect(session.body.user.id).toBe(first.body.user.id);
    expect(await headPosition()).toBe(before);
  });

  it('answers 409 IDEMPOTENCY.IN_PROGRESS to a retry while the first request still runs, and stores one account', async () => {
    const body = { email: 'impatient@example.com', password: 'arenal-volcano' };
    const answers = await Promise.all([
      post('/api/v1/auth/sign-up', 'impatient-key-01', body),
      post('/api/v1/auth/sign-up', 'impatient-key-01', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      code: 'IDEMPOTENCY.IN_PROGRESS',
      message: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
    });
    const replay = await post('/api/v1/auth/sign-up', 'impatient-key-01', body).expect(200);
    expect(replay.body.user.id).toBe(answers.find((answer) => answer.status === 200)!.body.user.id);
  });

  it("sign-in: another account reusing a key (and a beta key) gets 422, not the first sign-in's beta access", async () => {
    const keyId = await issueBetaKey();
    for (const email of ['holder-one@example.com', 'holder-two@example.com'])
      await post('/api/v1/auth/sign-up', `setup-${email.slice(0, 10)}`, { email, password: 'arenal-volcano' }).expect(
        200,
      );
    const first = await post('/api/v1/auth/sign-in', 'sign-in-key-001', {
      email: 'holder-one@example.com',
      password: 'arenal-volcano',
      betaKey: keyId,
    }).expect(200);
    expect(first.body.betaKey).toBe('granted');
    const second = await post('/api/v1/auth/sign-in', 'sign-in-key-001', {
      email: 'holder-two@example.com',
      password: 'arenal-volcano',
      betaKey: keyId,
    }).expect(422);
    expect(second.body.code).toBe('IDEMPOTENCY.KEY_REUSED');
    expect(await betaKeyConsumptions(keyId)).toHaveLength(1);
    const holderTwo = await t.signIn('holder-two@example.com', 'arenal-volcano');
    expect((await t.http().get('/api/v1/session').set('Cookie', holderTwo).expect(200)).body.user.hasBetaAccess).toBe(
      false,
    );
  });

  it('anonymous reviews: a second visitor reusing a key gets 422, and their review is written once they retry', async () => {
    const pro = await post('/api/v1/auth/sign-up', 'pro-signup-key-1', {
      email: 'pro-idem@example.com',
      password: 'arenal-volcano',
      role: 'contractor',
    }).expect(200);
    const review = (name: string, title: string) => ({
      contractorId: pro.body.user.id,
      rating: 5,
      name,
      email: `${name.toLowerCase()}@example.com`,
      title,
      body: 'Arregló la bomba el mismo día.',
    });
    const first = await post('/api/v1/reviews', 'review-key-0001', review('Laura', 'Excelente')).expect(201);
    const second = await post('/api/v1/reviews', 'review-key-0001', review('Marco', 'Muy bueno')).expect(422);
    expect(second.body.code).toBe('IDEMPOTENCY.KEY_REUSED');
    const retried = await post('/api/v1/reviews', 'review-key-0002', review('Marco', 'Muy bueno')).expect(201);
    expect(retried.body.reviewId).not.toBe(first.body.reviewId);
    const stored = await t.runtime.adapters.eventStore.readStream(`review-${retried.body.reviewId}`);
    expect(stored[0]!.data).toMatchObject({ authorName: 'Marco', title: 'Muy bueno' });
  });
});
