import { createTestApp, type TestApp } from '../../testing/test-app';

describe('beta keys slice: issue → BetaKeyIssued → betaKeys read model → list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: 'https://pros.example' });
  });
  afterAll(() => t.close());

  it('lets an admin issue a key and read it back with X-Min-Position', async () => {
    const cookie = await t.signInAsAdmin();
    const issued = await t.http().post('/api/v1/admin/beta-keys').set('Cookie', cookie).send({}).expect(201);
    expect(issued.body).toEqual({
      keyId: expect.any(String),
      position: expect.any(Number),
      signUpLinks: {
        en: `https://pros.example/en/create-account?betakey=${issued.body.keyId}&role=contractor`,
        es: `https://pros.example/es/create-account?betakey=${issued.body.keyId}&role=contractor`,
      },
    });

    const listed = await t
      .http()
      .get('/api/v1/admin/beta-keys')
      .set('Cookie', cookie)
      .set('X-Min-Position', String(issued.body.position))
      .expect(200);
    expect(listed.headers['x-read-model-stale']).toBeUndefined();
    expect(listed.body.items).toContainEqual({
      id: issued.body.keyId,
      status: 'unused',
      note: null,
      isConsumed: false,
      issuedAt: expect.any(String),
      issuedBy: expect.any(String),
      issuedByName: 'admin@test.guanacastepros.cr',
      consumedAt: null,
      consumedBy: null,
      consumedByName: null,
      revokedAt: null,
      revokedBy: null,
      revokedByName: null,
      signUpLinks: issued.body.signUpLinks,
    });

    const events = await t.runtime.adapters.eventStore.readStream(`betakey-${issued.body.keyId}`);
    expect(events.map((event) => [event.type, event.metadata.actorId])).toEqual([
      ['BetaKeyIssued', expect.any(String)],
    ]);
  });

  describe('notes and revoking', () => {
    const listed = async (cookie: string, position: number) =>
      (
        await t
          .http()
          .get('/api/v1/admin/beta-keys?pageSize=100')
          .set('Cookie', cookie)
          .set('X-Min-Position', String(position))
          .expect(200)
      ).body.items as { id: string; [field: string]: unknown }[];
    const issue = async (cookie: string, body: Record<string, unknown> = {}) =>
      (await t.http().post('/api/v1/admin/beta-keys').set('Cookie', cookie).send(body).expect(201)).body as {
        keyId: string;
        position: number;
      };
    const revoke = (cookie: string, keyId: string) =>
      t.http().post(`/api/v1/admin/beta-keys/${keyId}/revoke`).set('Cookie', cookie).send();

    it('keeps the note as plain text, one line, without hidden characters, and refuses a long one', async () => {
      const cookie = await t.signInAsAdmin();
      const hostile = '  <img src=x onerror=alert(1)>\u202E Plomero\nde Tamarindo {{7*7}} $& ';
      const key = await issue(cookie, { note: hostile });
      const item = (await listed(cookie, key.position)).find((entry) => entry.id === key.keyId);
      expect(item?.note).toBe('<img src=x onerror=alert(1)> Plomero de Tamarindo {{7*7}} $&');
      // An empty note is no note.
      const blank = await issue(cookie, { note: '   ' });
      expect((await listed(cookie, blank.position)).find((entry) => entry.id === blank.keyId)?.note).toBeNull();

      const tooLong = await t
        .http()
        .post('/api/v1/admin/beta-keys')
        .set('Cookie', cookie)
        .send({ note: 'x'.repeat(121) })
        .expect(400);
      expect(tooLong.body.code).toBe('REQUEST.INVALID');
      await t.http().post('/api/v1/admin/beta-keys').set('Cookie', cookie).send({ note: 42 }).expect(400);
    });

    it('refuses a revoked key to whoever signs up with it, and lists it as revoked, by whom', async () => {
      const cookie = await t.signInAsAdmin();
      const key = await issue(cookie, { note: 'Para Carlos' });
      const revoked = await revoke(cookie, key.keyId).expect(200);
      expect(revoked.body).toEqual({ position: expect.any(Number) });

      const signedUp = await t.signUp({
        email: 'too-late@example.com',
        password: 'arenal-volcano',
        betaKey: key.keyId,
      });
      expect(signedUp.body).toMatchObject({ betaKey: 'revoked', user: { hasBetaAccess: false } });
      const stream = await t.runtime.adapters.eventStore.readStream(`betakey-${key.keyId}`);
      expect(stream.map((event) => event.type)).toEqual(['BetaKeyIssued', 'BetaKeyRevoked']);

      const item = (await listed(cookie, revoked.body.position)).find((entry) => entry.id === key.keyId);
      expect(item).toMatchObject({
        status: 'revoked',
        note: 'Para Carlos',
        isConsumed: false,
        revokedAt: expect.any(String),
        revokedByName: 'admin@test.guanacastepros.cr',
        signUpLinks: null,
      });
    });

    it('answers a second revoke as the first, appending nothing; refuses a used or unknown key', async () => {
      const cookie = await t.signInAsAdmin();
      const key = await issue(cookie);
      const first = await revoke(cookie, key.keyId).expect(200);
      const second = await revoke(cookie, key.keyId).expect(200);
      expect(second.body.position).toBe(first.body.position);
      expect(await t.runtime.adapters.eventStore.readStream(`betakey-${key.keyId}`)).toHaveLength(2);

      const used = await issue(cookie);
      const member = await t.signUp({ email: 'got-in@example.com', password: 'arenal-volcano', betaKey: used.keyId });
      expect(member.body.betaKey).toBe('granted');
      const refused = await revoke(cookie, used.keyId).expect(409);
      expect(refused.body).toEqual({ code: 'BETA_KEY.CONSUMED', message: 'This beta key has already been used.' });
      const item = (await listed(cookie, member.body.position)).find((entry) => entry.id === used.keyId);
      expect(item).toMatchObject({
        status: 'used',
        consumedBy: member.body.user.id,
        consumedByName: 'got-in@example.com',
        signUpLinks: null,
      });

      expect((await revoke(cookie, 'no-such-key').expect(404)).body.code).toBe('BETA_KEY.NOT_FOUND');
      await revoke(cookie, 'not a key!').expect(400);
    });

    it('lets only an admin revoke: 401 for a visitor, 403 for a member', async () => {
      const cookie = await t.signInAsAdmin();
      const key = await issue(cookie);
      await t.http().post(`/api/v1/admin/beta-keys/${key.keyId}/revoke`).send().expect(401);
      const member = await t.member('curious@example.com');
      const refused = await revoke(member.cookie, key.keyId).expect(403);
      expect(refused.body.code).toBe('ADMIN_REQUIRED');
      expect(await t.runtime.adapters.eventStore.readStream(`betakey-${key.keyId}`)).toHaveLength(1);
    });
  });

  it('answers after the wait, marked stale, when the read models never reach the position', async () => {
    const cookie = await t.signInAsAdmin();
    const beyond = (await t.runtime.adapters.eventStore.headPosition()) + 1_000;
    const listed = await t
      .http()
      .get('/api/v1/admin/beta-keys')
      .set('Cookie', cookie)
      .set('X-Min-Position', String(beyond))
      .expect(200);
    expect(listed.headers['x-read-model-stale']).toBe('true');
  });

  it('appends nothing twice when a request is retried with the same Idempotency-Key', async () => {
    const cookie = await t.signInAsAdmin();
    const send = () =>
      t
        .http()
        .post('/api/v1/admin/beta-keys')
        .set('Cookie', cookie)
        .set('Idempotency-Key', 'retry-key-0001')
        .send({})
        .expect(201);
    const first = await send();
    const second = await send();
    expect(second.body).toEqual(first.body);
    expect(await t.runtime.adapters.eventStore.readStream(`betakey-${first.body.keyId}`)).toHaveLength(1);
  });

  it('pages and filters the list', async () => {
    const cookie = await t.signInAsAdmin();
    let position = 0;
    for (let index = 0; index < 3; index++) {
      position = (await t.http().post('/api/v1/admin/beta-keys').set('Cookie', cookie).send({}).expect(201)).body
        .position;
    }
    const page = await t
      .http()
      .get('/api/v1/admin/beta-keys?page=1&pageSize=2&consumed=false')
      .set('Cookie', cookie)
      .set('X-Min-Position', String(position))
      .expect(200);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(4);
    expect(page.body).toMatchObject({ page: 1, pageSize: 2 });
  });

  it('refuses visitors with 401 and answers the same codes for the list, even once an admin has read it', async () => {
    // The admin's read leaves the list's answer shared (SharedAnswers): the access check still runs first.
    await t
      .http()
      .get('/api/v1/admin/beta-keys')
      .set('Cookie', await t.signInAsAdmin())
      .expect(200);
    const issue = await t.http().post('/api/v1/admin/beta-keys').send({}).expect(401);
    expect(issue.body).toEqual({ code: 'AUTH.REQUIRED', message: 'Please sign in to continue.' });
    await t.http().get('/api/v1/admin/beta-keys').expect(401);
  });

  it('refuses a signed-in user who is not an admin with 403 ADMIN_REQUIRED', async () => {
    const { EnsureAdminService } = await import('../users/ensure-admin/ensure-admin.service');
    const { UserLookup } = await import('../users/user-lookup');
    // A plain user: registered the way the admin is, minus the role (accounts issue adds public sign-up).
    const { CommandPipeline } = await import('../../core/commands/command-pipeline');
    const { userAccessDecider } = await import('../users/user-access.decider');
    const { emailReservationDecider } = await import('../reservations/reservation.decider');
    const { hashPassword } = await import('../../core/auth/passwords');
    const { emailHash } = await import('../users/user-lookup');
    expect(t.app.get(EnsureAdminService)).toBeDefined();
    const pipeline = t.app.get(CommandPipeline);
    const now = new Date().toISOString();
    await pipeline.run(emailReservationDecider, {
      commandId: 'c-user-1',
      streamId: `email-${emailHash('ana@example.com')}`,
      command: { type: 'Claim', key: emailHash('ana@example.com'), userId: 'user-ana', now },
      metadata: { actorId: null },
    });
    await pipeline.run(userAccessDecider, {
      commandId: 'c-user-2',
      streamId: 'user-user-ana',
      command: {
        type: 'RegisterUser',
        userId: 'user-ana',
        email: 'ana@example.com',
        passwordHash: await hashPassword('ana-password'),
        preferredLang: 'es',
        now,
      },
      metadata: { actorId: null },
    });
    expect(await t.app.get(UserLookup).userIdByEmail('ANA@example.com')).toBe('user-ana');

    const cookie = await t.signIn('ana@example.com', 'ana-password');
    const refused = await t.http().post('/api/v1/admin/beta-keys').set('Cookie', cookie).send({}).expect(403);
    expect(refused.body.code).toBe('ADMIN_REQUIRED');
    await t
      .http()
      .get('/api/v1/admin/beta-keys')
      .set('Cookie', await t.signInAsAdmin())
      .expect(200);
    const notShown = await t.http().get('/api/v1/admin/beta-keys').set('Cookie', cookie).expect(403);
    expect(notShown.body.code).toBe('AUDITOR_REQUIRED');
  });
});
