import { errorCatalog, streamIds, type ErrorCode } from '@gp/shared';
import type { Response } from 'supertest';
import { FakeTwilio } from '../../testing/fake-twilio';
import { holdStreamReadsUntil } from '../../testing/stream-read-barrier';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SEND_VERIFICATION_CODE } from './jobs/send-verification-code';
import { phoneClient } from './testing/phone-client';

const eventTypes = async (t: TestApp, streamId: string) =>
  (await t.runtime.adapters.eventStore.readStream(streamId)).map((event) => event.type);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification', () => {
  let t: TestApp;
  let phone: ReturnType<typeof phoneClient>;
  beforeAll(async () => {
    t = await createTestApp();
    phone = phoneClient(t);
  });
  afterAll(() => t.close());

  it('attaches a number: the code goes by SMS in the chosen language, a wrong code is refused, the right one verifies', async () => {
    const ana = await t.member('ana@example.com');
    const started = await phone
      .start({ phoneNumber: '8888-7777', purpose: 'attach', lang: 'es' }, ana.cookie)
      .expect(201);
    expect(started.body).toMatchObject({ phoneNumber: '+50688887777', purpose: 'attach', sendError: null });
    const { challengeId } = started.body;
    const code = await phone.codeOf(challengeId, '+50688887777');
    expect(phone.messagesTo('+50688887777').at(-1)!.body).toBe(
      `Tu código de Guanacaste Pros es ${code}\n\n@localhost #${code}`,
    );
    expect((await phone.status(challengeId, ana.cookie).expect(200)).body).toMatchObject({
      sendStatus: 'sent',
      sendError: null,
    });

    const wrong = await phone.verify(challengeId, wrongCode(code), ana.cookie).expect(400);
    expect(wrong.body).toEqual({ code: 'PHONE.WRONG_CODE', message: 'Wrong Code', details: { attemptsLeft: 4 } });
    const verified = await phone.verify(challengeId, code, ana.cookie).expect(200);
    expect(verified.body).toEqual({ purpose: 'attach', phoneNumber: '+50688887777', position: expect.any(Number) });

    expect(await eventTypes(t, streamIds.phone('+50688887777'))).toEqual(['PhoneNumberClaimed']);
    expect(await eventTypes(t, streamIds.user(ana.userId))).toContain('PhoneNumberVerified');
    // Single use: the same code again fails.
    expect((await phone.verify(challengeId, code, ana.cookie).expect(400)).body.code).toBe('PHONE.VERIFICATION_FAILED');
  });

  it('marks the profile "Phone verified" once a number is verified, for every viewer, never giving the number', async () => {
    const luis = await t.member('luis@example.com');
    const admin = await t.signInAsAdmin();
    const profileAs = (cookie: string, position = 0) =>
      t
        .http()
        .get(`/api/v1/profiles/${luis.userId}`)
        .set('Cookie', cookie)
        .set('X-Min-Position', String(position))
        .expect(200);
    expect((await profileAs(luis.cookie)).body.phoneVerified).toBe(false);

    const started = await phone.start({ phoneNumber: '8888-2222', purpose: 'attach' }, luis.cookie).expect(201);
    const code = await phone.codeOf(started.body.challengeId, '+50688882222');
    const verified = await phone.verify(started.body.challengeId, code, luis.cookie).expect(200);

    const own = await profileAs(luis.cookie, verified.body.position);
    expect(own.body).toMatchObject({ phoneVerified: true, phoneNumber: '+50688882222' });
    const seenByAdmin = await profileAs(admin, verified.body.position);
    expect(seenByAdmin.body.phoneVerified).toBe(true);
    expect(seenByAdmin.body.phoneNumber).toBeUndefined();
  });

  it('keeps a challenge to its account: another member can neither read nor verify it', async () => {
    const owner = await t.member('owner@example.com');
    const other = await t.member('other@example.com');
    const started = await phone.start({ phoneNumber: '8765 4321', purpose: 'attach' }, owner.cookie).expect(201);
    const code = await phone.codeOf(started.body.challengeId, '+50687654321');
    expect((await phone.status(started.body.challengeId, other.cookie).expect(400)).body.code).toBe(
      'PHONE.VERIFICATION_FAILED',
    );
    expect((await phone.verify(started.body.challengeId, code, other.cookie).expect(400)).body.code).toBe(
      'PHONE.VERIFICATION_FAILED',
    );
    expect((await phone.verify(started.body.challengeId, code).expect(401)).body.code).toBe('AUTH.REQUIRED');
    await phone.verify(started.body.challengeId, code, owner.cookie).expect(200);
  });

  it('needs a restricted session to attach a number', async () => {
    expect((await phone.start({ phoneNumber: '8888-1111', purpose: 'attach' }).expect(401)).body.code).toBe(
      'AUTH.REQUIRED',
    );
    const { cookie } = await t.signUp({ email: 'no-beta@example.com', password: 'a-good-password' });
    expect((await phone.start({ phoneNumber: '8888-1111', purpose: 'attach' }, cookie).expect(403)).body.code).toBe(
      'BETA_REQUIRED',
    );
  });

  it('signs in with a code sent to a verified number, through a new session', async () => {
    const pedro = await t.member('pedro@example.com');
    await phone.attach(pedro.cookie, '7000-1234');

    const started = await phone.start({ phoneNumber: '7000 1234', purpose: 'sign-in' }).expect(201);
    const code = await phone.codeOf(started.body.challengeId, '+50670001234');
    const signedIn = await phone.verify(started.body.challengeId, code).expect(200);

    expect(signedIn.body).toMatchObject({
      purpose: 'sign-in',
      phoneNumber: '+50670001234',
      user: { id: pedro.userId, hasBetaAccess: true },
    });
    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('gp_session='))!
      .split(';')[0]!;
    expect(cookie).not.toBe(pedro.cookie);
    expect((await t.http().get('/api/v1/session').set('Cookie', cookie).expect(200)).body.user.id).toBe(pedro.userId);
  });
});

/** Members sign in through the admin for their beta keys, and the admin's sign-ins are rate limited: a second app. */
describe('one number, one account', () => {
  let t: TestApp;
  let phone: ReturnType<typeof phoneClient>;
  beforeAll(async () => {
    t = await createTestApp();
    phone = phoneClient(t);
  });
  afterAll(() => t.close());

  it('lets exactly one of two members racing for one number claim it', async () => {
    const first = await t.member('racer-1@example.com');
    const second = await t.member('racer-2@example.com');
    const number = '+50661112222';
    const a = await phone.start({ phoneNumber: number, purpose: 'attach' }, first.cookie).expect(201);
    const codeA = await phone.codeOf(a.body.challengeId, number);
    const b = await phone.start({ phoneNumber: number, purpose: 'attach' }, second.cookie).expect(201);
    const codeB = await phone.codeOf(b.body.challengeId, number);

    // Both verifications read the unclaimed `phone-` stream before either appends: the expected revision must decide.
    const barrier = holdStreamReadsUntil(t.runtime.adapters.eventStore, streamIds.phone(number), 2);
    const results = await Promise.all([
      phone.verify(a.body.challengeId, codeA, first.cookie),
      phone.verify(b.body.challengeId, codeB, second.cookie),
    ]).finally(barrier.restore);

    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)!.body).toMatchObject({ code: 'PHONE.IN_USE' });
    expect(await eventTypes(t, streamIds.phone(number))).toEqual(['PhoneNumberClaimed']);
    const verifiedBy = await Promise.all(
      [first, second].map(async (member) =>
        (await eventTypes(t, streamIds.user(member.userId))).includes('PhoneNumberVerified'),
      ),
    );
    expect(verifiedBy.filter(Boolean)).toHaveLength(1);
  });

  it('releases the old number when a member changes it, so another account can take it', async () => {
    const mover = await t.member('mover@example.com');
    await phone.attach(mover.cookie, '8333-4444');
    await phone.attach(mover.cookie, '8555-6666');
    expect(await eventTypes(t, streamIds.phone('+50683334444'))).toEqual(['PhoneNumberClaimed', 'PhoneNumberReleased']);
    const taker = await t.member('taker@example.com');
    await phone.attach(taker.cookie, '8333-4444');
  });

  it('releases the number when an admin deletes the account', async () => {
    const leaving = await t.member('leaving@example.com');
    await phone.attach(leaving.cookie, '6222-3333');
    await t
      .http()
      .delete(`/api/v1/admin/users/${leaving.userId}`)
      .set('Cookie', await t.signInAsAdmin())
      .expect(200);
    expect(await eventTypes(t, streamIds.phone('+50662223333'))).toEqual(['PhoneNumberClaimed', 'PhoneNumberReleased']);
    // Nobody holds it now: a sign-in code for it is never sent.
    const texts = phone.messagesTo('+50662223333').length;
    const started = await phone.start({ phoneNumber: '6222-3333', purpose: 'sign-in' }).expect(201);
    await t.jobSettled(SEND_VERIFICATION_CODE, started.body.challengeId);
    expect(phone.messagesTo('+50662223333')).toHaveLength(texts);
  });
});

describe('phone verification messages, in English and Spanish', () => {
  let t: TestApp;
  let phone: ReturnType<typeof phoneClient>;
  let member: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    phone = phoneClient(t);
    member = await t.member('messages@example.com');
    const holder = await t.member('holder@example.com');
    await phone.attach(holder.cookie, '8111-2222');
  });
  afterAll(() => t.close());

  /** Every situation answers its code with the catalogue's message in the caller's language. */
  const expectError = (response: Response, code: ErrorCode, lang: 'en' | 'es') => {
    expect(response.status).toBe(errorCatalog[code].status);
    expect(response.body).toMatchObject({ code, message: errorCatalog[code][lang] });
  };

  it("keeps the spec's English words", () => {
    expect(errorCatalog['PHONE.INVALID'].en).toBe('Invalid phone number.');
    expect(errorCatalog['PHONE.IN_USE'].en).toBe('This phone number is already being used by another account.');
    expect(errorCatalog['PHONE.WRONG_CODE'].en).toBe('Wrong Code');
    expect(errorCatalog['PHONE.VERIFICATION_FAILED'].en).toBe('Verification Failed');
    expect(errorCatalog['PHONE.SEND_FAILED'].en).toBe(
      "We couldn't send a code to this number. This may be from sending too many requests in a short period of time or from an error on our end. Please try again later.",
    );
  });

  it.each(['en', 'es'] as const)('empty number, invalid number, number in use (%s)', async (lang) => {
    expectError(await phone.start({ phoneNumber: '', purpose: 'attach' }, member.cookie, lang), 'PHONE.REQUIRED', lang);
    expectError(await phone.start({ phoneNumber: ' - ', purpose: 'sign-in' }, undefined, lang), 'PHONE.REQUIRED', lang);
    expectError(
      await phone.start({ phoneNumber: '12345', purpose: 'attach' }, member.cookie, lang),
      'PHONE.INVALID',
      lang,
    );
    expectError(
      await phone.start({ phoneNumber: '(506) 8111 2222', purpose: 'attach' }, member.cookie, lang),
      'PHONE.IN_USE',
      lang,
    );
  });

  it.each(['en', 'es'] as const)('wrong code, then the lock after five, unknown challenge (%s)', async (lang) => {
    const number = lang === 'en' ? '+50683330001' : '+50683330002';
    const started = await phone.start({ phoneNumber: number, purpose: 'attach' }, member.cookie).expect(201);
    const code = await phone.codeOf(started.body.challengeId, number);
    for (let attempt = 1; attempt <= 5; attempt++)
      expectError(
        await phone.verify(started.body.challengeId, wrongCode(code), member.cookie, lang),
        'PHONE.WRONG_CODE',
        lang,
      );
    // The sixth attempt fails although the code is right.
    expectError(
      await phone.verify(started.body.challengeId, code, member.cookie, lang),
      'PHONE.VERIFICATION_FAILED',
      lang,
    );
    expectError(
      await phone.verify('unknown-challenge-0001', code, member.cookie, lang),
      'PHONE.VERIFICATION_FAILED',
      lang,
    );
  });

  it('too soon to resend, then too many codes to one number in an hour (both languages)', async () => {
    const number = '+50684440001';
    const first = await phone.start({ phoneNumber: number, purpose: 'attach' }, member.cookie).expect(201);
    expectError(await phone.resend(first.body.challengeId, member.cookie, 'en'), 'PHONE.RESEND_TOO_SOON', 'en');
    const tooSoon = await phone.resend(first.body.challengeId, member.cookie, 'es');
    expectError(tooSoon, 'PHONE.RESEND_TOO_SOON', 'es');
    // Retry-After points no earlier than the moment the resend opens, and within the 30 s cooldown
    // (checked against the challenge's own times, not against how fast this machine runs).
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(Date.now() + retryAfter * 1000).toBeGreaterThanOrEqual(Date.parse(first.body.resendAvailableAt));
    // Both count from the send: a resend after 30 s, expiry after 10 minutes.
    expect(Date.parse(first.body.codeExpiresAt) - Date.parse(first.body.resendAvailableAt)).toBe(600_000 - 30_000);
    for (let send = 2; send <= 5; send++)
      await phone.start({ phoneNumber: number, purpose: 'attach' }, member.cookie).expect(201);
    const exhausted = await phone.start({ phoneNumber: number, purpose: 'attach' }, member.cookie, 'en');
    expectError(exhausted, 'PHONE.SEND_FAILED', 'en');
    // Every 429 says when to come back: here when the hour's first send leaves the window.
    expect(Number(exhausted.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(exhausted.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expectError(
      await phone.start({ phoneNumber: number, purpose: 'attach' }, member.cookie, 'es'),
      'PHONE.SEND_FAILED',
      'es',
    );
  });
});

describe('a code that cannot be sent', () => {
  let twilio: FakeTwilio;
  let t: TestApp;
  beforeAll(async () => {
    twilio = new FakeTwilio();
    const apiBaseUrl = await twilio.start();
    t = await createTestApp({
      SMS_TRANSPORT: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE_URL: apiBaseUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await twilio.stop();
  });

  it('shows PHONE.SEND_FAILED on the challenge when Twilio refuses the number, without retrying a refusal', async () => {
    twilio.reply = {
      status: 400,
      json: { code: 21614, message: "'To' number is not a valid mobile number", status: 400 },
    };
    const { cookie } = await t.member('landline@example.com');
    const started = await phoneClient(t).start({ phoneNumber: '2222-3333', purpose: 'attach' }, cookie).expect(201);
    await t.jobSettled(SEND_VERIFICATION_CODE, started.body.challengeId);

    const status = await phoneClient(t).status(started.body.challengeId, cookie, 'es').expect(200);
    expect(status.body).toMatchObject({
      sendStatus: 'failed',
      sendError: { code: 'PHONE.SEND_FAILED', message: errorCatalog['PHONE.SEND_FAILED'].es },
    });
    expect(twilio.sentMessages()).toEqual([expect.objectContaining({ To: '+50622223333', From: '+15005550006' })]);
  });
});

describe('the test-only SMS outbox endpoint', () => {
  it('exists only with the console transport and EXPOSE_TEST_OUTBOX=true', async () => {
    const exposed = await createTestApp({ EXPOSE_TEST_OUTBOX: 'true' });
    const hidden = await createTestApp();
    try {
      const { cookie } = await exposed.member('outbox@example.com');
      const started = await phoneClient(exposed)
        .start({ phoneNumber: '8777-6666', purpose: 'attach' }, cookie)
        .expect(201);
      await exposed.jobSettled(SEND_VERIFICATION_CODE, started.body.challengeId);
      const outbox = await exposed.http().get('/api/v1/testing/sms-outbox').query({ to: '8777-6666' }).expect(200);
      expect(outbox.body).toEqual({
        messages: [
          {
            to: '+50687776666',
            body: expect.stringMatching(/^Your Guanacaste Pros code is \d{6}\n\n@localhost #\d{6}$/),
          },
        ],
      });
      expect((await exposed.http().get('/api/docs').expect(200)).body.paths).not.toHaveProperty([
        '/api/v1/testing/sms-outbox',
      ]);

      expect((await hidden.http().get('/api/v1/testing/sms-outbox').expect(404)).body.code).toBe('ROUTE.NOT_FOUND');
    } finally {
      await Promise.all([exposed.close(), hidden.close()]);
    }
  });
});

describe('phone sign-in tells nobody which numbers have accounts', () => {
  let t: TestApp;
  let phone: ReturnType<typeof phoneClient>;
  const registered = '+50672220001';
  const unknown = '+50672220002';
  beforeAll(async () => {
    t = await createTestApp();
    phone = phoneClient(t);
    await phone.attach((await t.member('known-number@example.com')).cookie, registered);
  });
  afterAll(() => t.close());

  /** An answer with what differs per number or per moment (ids, the number, times) taken out. */
  const comparable = (response: Response) => {
    const { challengeId, phoneNumber, codeExpiresAt, resendAvailableAt, ...rest } = response.body as Record<
      string,
      unknown
    >;
    return {
      status: response.status,
      body: rest,
      fields: [challengeId, phoneNumber, codeExpiresAt, resendAvailableAt].map((value) => typeof value),
    };
  };

  it('answers a registered and an unknown number alike: start, status, a wrong code, and the per-number limit with Retry-After', async () => {
    const texts = phone.messagesTo(registered).length;
    const [known, stranger] = [
      await phone.start({ phoneNumber: registered, purpose: 'sign-in' }),
      await phone.start({ phoneNumber: unknown, purpose: 'sign-in' }),
    ];
    expect(comparable(stranger)).toEqual(comparable(known));
    expect(known.status).toBe(201);
    await Promise.all(
      [known, stranger].map((started) => t.jobSettled(SEND_VERIFICATION_CODE, started.body.challengeId)),
    );
    const statuses = await Promise.all([known, stranger].map((started) => phone.status(started.body.challengeId)));
    expect(comparable(statuses[1]!)).toEqual(comparable(statuses[0]!));
    expect(statuses[0]!.body.sendStatus).toBe('sent');
    // Only the registered number got a text.
    expect(phone.messagesTo(registered)).toHaveLength(texts + 1);
    expect(phone.messagesTo(unknown)).toHaveLength(0);

    const wrong = await Promise.all(
      [known, stranger].map((started) => phone.verify(started.body.challengeId, '000000')),
    );
    expect(wrong[1]!.body).toEqual(wrong[0]!.body);
    expect(wrong[0]!.body.code).toBe('PHONE.WRONG_CODE');

    const untilLimit = async (number: string, sentSoFar: number) => {
      for (let send = sentSoFar + 1; send <= 5; send++)
        await phone.start({ phoneNumber: number, purpose: 'sign-in' }).expect(201);
      return phone.start({ phoneNumber: number, purpose: 'sign-in' });
    };
    // The registered number also had its attach code this hour.
    const limited = [await untilLimit(registered, 2), await untilLimit(unknown, 1)];
    expect(limited.map((response) => [response.status, response.body])).toEqual([
      [429, { code: 'PHONE.SEND_FAILED', message: errorCatalog['PHONE.SEND_FAILED'].en }],
      [429, { code: 'PHONE.SEND_FAILED', message: errorCatalog['PHONE.SEND_FAILED'].en }],
    ]);
    for (const response of limited) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
