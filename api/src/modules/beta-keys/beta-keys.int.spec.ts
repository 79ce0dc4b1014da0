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
      isConsumed: false,
      issuedAt: expect.any(String),
      consumedAt: null,
      consumedBy: null,
    });

    const events = await t.runtime.adapters.eventStore.readStream(`betakey-${issued.body.keyId}`);
    expect(events.map((event) => [event.type, event.metadata.actorId])).toEqual([
      ['BetaKeyIssued', expect.any(String)],
    ]);
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
