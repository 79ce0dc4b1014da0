import { CURRENT_TERMS_VERSION } from '@gp/shared';
import { SIGN_IN_THROTTLE } from './sign-in-throttle';
import { holdStreamReadsUntil } from '../../testing/stream-read-barrier';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app';

describe('sign-up, sign-in and anonymous sessions', () => {
  let t: TestApp;
  let admin: string;
  const issueKey = async () =>
    (await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201)).body.keyId as string;
  const streamTypes = async (streamId: string) =>
    (await t.runtime.adapters.eventStore.readStream(streamId)).map((event) => event.type);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signInAsAdmin();
  });
  afterAll(() => t.close());

  describe('create account', () => {
    it('creates a contractor account with beta access from the link, ready for the terms', async () => {
      const keyId = await issueKey();
      const { body } = await t.signUp({
        email: 'Marco@Example.com',
        password: 'arenal-volcano',
        preferredLang: 'es',
        betaKey: keyId,
        role: 'contractor',
      });
      expect(body.betaKey).toBe('granted');
      expect(body.user).toMatchObject({
        isContractor: true,
        hasBetaAccess: true,
        hasSignedCurrentTos: false,
        isAnonymous: false,
        preferredLang: 'es',
        profileComplete: false,
      });
      expect(await streamTypes(`user-${body.user.id}`)).toEqual([
        'UserRegistered',
        'PasswordSet',
        'ContractorRoleAssigned',
        'BetaAccessGranted',
      ]);
      expect(await streamTypes(`betakey-${keyId}`)).toEqual(['BetaKeyIssued', 'BetaKeyConsumed']);
      const events = await t.runtime.adapters.eventStore.readStream(`user-${body.user.id}`);
      expect(events[0]!.data).toMatchObject({ email: 'marco@example.com' });
    });

    it('grants nothing for an unknown or consumed key: the account waits on the waitlist', async () => {
      const unknown = await t.signUp({
        email: 'unknown-key@example.com',
        password: 'arenal-volcano',
        betaKey: 'no-such-key',
      });
      expect(unknown.body).toMatchObject({ betaKey: 'invalid', user: { hasBetaAccess: false } });
      const keyId = await issueKey();
      await t.signUp({ email: 'first@example.com', password: 'arenal-volcano', betaKey: keyId });
      const second = await t.signUp({ email: 'second@example.com', password: 'arenal-volcano', betaKey: keyId });
      expect(second.body).toMatchObject({ betaKey: 'invalid', user: { hasBetaAccess: false } });
    });

    it('falls back to signing in when the email is already in use (spec §8)', async () => {
      const first = await t.signUp({ email: 'twice@example.com', password: 'arenal-volcano' });
      const again = await t.signUp({ email: 'twice@example.com', password: 'arenal-volcano' });
      expect(again.body.user.id).toBe(first.body.user.id);
      const wrong = await t
        .http()
        .post('/api/v1/auth/sign-up')
        .send({ email: 'twice@example.com', password: 'not-the-password' })
        .expect(401);
      expect(wrong.body).toEqual({ code: 'AUTH.WRONG_CREDENTIALS', message: 'Wrong email or password' });
    });

    it.each([
      ['en', { email: 'nope', password: 'arenal-volcano' }, 'email', 'Invalid email'],
      ['es', { email: 'nope', password: 'arenal-volcano' }, 'email', 'Correo electrónico no válido'],
      ['en', { email: 'ok@example.com', password: '12345' }, 'password', 'Password must have 6+ characters'],
      ['es', { email: 'ok@example.com', password: '12345' }, 'password', 'La contraseña debe tener 6 o más caracteres'],
      [
        'en',
        { email: 'ok@example.com', password: 'password123' },
        'password',
        'This password is too common. Please choose another one.',
      ],
      [
        'es',
        { email: 'ok@example.com', password: 'puravida' },
        'password',
        'Esta contraseña es demasiado común. Elige otra.',
      ],
      [
        'en',
        { email: 'ok@example.com', password: 'arenal-volcano', betaKey: '../../x' },
        'betaKey',
        'Invalid beta key',
      ],
    ])('(%s) refuses %j with "%s: %s" and writes nothing', async (lang, body, path, message) => {
      const before = await t.runtime.adapters.eventStore.headPosition();
      const response = await t.http().post('/api/v1/auth/sign-up').set('Accept-Language', lang).send(body).expect(400);
      expect(response.body.code).toBe('REQUEST.INVALID');
      expect(response.body.message).toBe(lang === 'es' ? 'La solicitud no es válida.' : 'The request is not valid.');
      expect(response.body.details.issues).toContainEqual({ path, message });
      expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
    });
  });

  describe('sign in', () => {
    it('answers an unknown email and a wrong password identically (no enumeration)', async () => {
      await t.signUp({ email: 'known@example.com', password: 'arenal-volcano' });
      const wrongPassword = await t
        .http()
        .post('/api/v1/auth/sign-in')
        .send({ email: 'known@example.com', password: 'wrong-password' });
      const unknownEmail = await t
        .http()
        .post('/api/v1/auth/sign-in')
        .send({ email: 'unknown@example.com', password: 'wrong-password' });
      expect(unknownEmail.status).toBe(401);
      expect(wrongPassword.status).toBe(unknownEmail.status);
      expect(wrongPassword.body).toEqual(unknownEmail.body);
      expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    });

    it('answers in Spanish for a Spanish caller', async () => {
      const response = await t
        .http()
        .post('/api/v1/auth/sign-in')
        .set('Accept-Language', 'es-CR,es;q=0.9')
        .send({ email: 'unknown@example.com', password: 'wrong-password' })
        .expect(401);
      expect(response.body).toEqual({ code: 'AUTH.WRONG_CREDENTIALS', message: 'Correo o contraseña incorrectos' });
    });

    it('redeems a beta key from the link at sign-in for an account without access', async () => {
      await t.signUp({ email: 'later@example.com', password: 'arenal-volcano' });
      const keyId = await issueKey();
      const response = await t
        .http()
        .post('/api/v1/auth/sign-in')
        .send({ email: 'later@example.com', password: 'arenal-volcano', betaKey: keyId })
        .expect(200);
      expect(response.body).toMatchObject({ betaKey: 'granted', user: { hasBetaAccess: true } });
    });
  });

  describe('the session answer', () => {
    it("gives the signed-in user their own email (the review form prefills it), never another's", async () => {
      const { cookie, body } = await t.signUp({ email: 'Prefill.Me@example.com', password: 'arenal-volcano' });
      const own = await t.http().get('/api/v1/session').set('Cookie', cookie).expect(200);
      expect(own.body.user).toMatchObject({ id: body.user.id, email: body.user.email });
      expect(own.body.user.email).toMatch(/^prefill\.me@example\.com$/i);
      const other = await t.signUp({ email: 'someone-else@example.com', password: 'arenal-volcano' });
      const theirs = await t.http().get('/api/v1/session').set('Cookie', other.cookie).expect(200);
      expect(theirs.body.user.email).toBe('someone-else@example.com');
      expect(JSON.stringify(theirs.body)).not.toMatch(/prefill\.me/i);
      expect((await t.http().get('/api/v1/session').expect(200)).body).toEqual({ user: null });
    });
  });

  describe('anonymous sessions', () => {
    it('starts an anonymous user, and a later sign-up links it to the account', async () => {
      const anonymous = await t.http().post('/api/v1/auth/anonymous').send({ preferredLang: 'es' }).expect(200);
      expect(anonymous.body.user).toMatchObject({ isAnonymous: true, hasBetaAccess: false, email: null });
      const anonymousCookie = anonymous.headers['set-cookie']![0]!.split(';')[0]!;
      const again = await t.http().post('/api/v1/auth/anonymous').set('Cookie', anonymousCookie).send({}).expect(200);
      expect(again.body.user.id).toBe(anonymous.body.user.id);

      const { body, cookie } = await t.signUp(
        { email: 'reviewer@example.com', password: 'arenal-volcano' },
        anonymousCookie,
      );
      expect(cookie).not.toBe(anonymousCookie);
      const linked = (await t.runtime.adapters.eventStore.readStream(`user-${body.user.id}`)).find(
        (event) => event.type === 'AnonymousUserLinked',
      );
      expect(linked?.data).toMatchObject({ anonymousUserId: anonymous.body.user.id });
      // The anonymous session is over: its cookie no longer signs anyone in.
      expect((await t.http().get('/api/v1/session').set('Cookie', anonymousCookie).expect(200)).body).toEqual({
        user: null,
      });
    });
  });

  describe('terms', () => {
    it('records "I agree" for the current version only', async () => {
      const { cookie } = await t.signUp({ email: 'terms@example.com', password: 'arenal-volcano' });
      const outdated = await t
        .http()
        .post('/api/v1/account/terms')
        .set('Cookie', cookie)
        .send({ version: CURRENT_TERMS_VERSION + 1 })
        .expect(409);
      expect(outdated.body.code).toBe('TERMS.OUTDATED');
      await t
        .http()
        .post('/api/v1/account/terms')
        .set('Cookie', cookie)
        .send({ version: CURRENT_TERMS_VERSION })
        .expect(200);
      expect((await t.http().get('/api/v1/session').set('Cookie', cookie)).body.user.hasSignedCurrentTos).toBe(true);
    });

    it('refuses visitors and anonymous sessions', async () => {
      await t.http().post('/api/v1/account/terms').send({ version: CURRENT_TERMS_VERSION }).expect(401);
      const anonymous = await t.http().post('/api/v1/auth/anonymous').send({}).expect(200);
      await t
        .http()
        .post('/api/v1/account/terms')
        .set('Cookie', anonymous.headers['set-cookie']![0]!.split(';')[0]!)
        .send({ version: CURRENT_TERMS_VERSION })
        .expect(401);
    });
  });

  it('keeps the admin credentials working (sanity)', async () => {
    expect(await t.signIn(TEST_ADMIN.email, TEST_ADMIN.password)).toMatch(/^gp_session=/);
  });
});

describe('a race for one beta key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('20 concurrent sign-ups with one key give exactly one BetaKeyConsumed', async () => {
    const admin = await t.signInAsAdmin();
    const keyId = (await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201)).body
      .keyId as string;
    // All 20 read the key's stream before any appends, however password hashing spaces the requests out.
    const barrier = holdStreamReadsUntil(t.runtime.adapters.eventStore, `betakey-${keyId}`, 20);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.signUp({ email: `racer${index}@example.com`, password: 'arenal-volcano', betaKey: keyId }),
      ),
    ).finally(barrier.restore);
    expect(results.filter((result) => result.body.betaKey === 'granted')).toHaveLength(1);
    expect(results.filter((result) => result.body.betaKey === 'invalid')).toHaveLength(19);
    const consumed = (await t.runtime.adapters.eventStore.readStream(`betakey-${keyId}`)).filter(
      (event) => event.type === 'BetaKeyConsumed',
    );
    expect(consumed).toHaveLength(1);
    expect(consumed[0]!.data).toMatchObject({
      userId: results.find((result) => result.body.betaKey === 'granted')!.body.user.id,
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once a client has too many sign-in attempts on an account', async () => {
    const attempt = () =>
      t
        .http()
        .post('/api/v1/auth/sign-in')
        .set('Accept-Language', 'es')
        .send({ email: 'target@example.com', password: 'guess-guess' });
    for (let index = 0; index < SIGN_IN_THROTTLE.attemptsPerClient; index++) expect((await attempt()).status).toBe(401);
    const limited = await attempt().expect(429);
    expect(limited.body).toEqual({
      code: 'REQUEST.RATE_LIMITED',
      message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
