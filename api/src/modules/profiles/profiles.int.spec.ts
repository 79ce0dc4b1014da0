import { defaultHours } from '@gp/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('profiles: editing, visibility and privacy', () => {
  let t: TestApp;
  let admin: string;
  let owner: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signInAsAdmin();
    owner = await t.member('owner@example.com');
  });
  afterAll(() => t.close());

  const patch = (cookie: string, body: unknown, lang = 'en') =>
    t
      .http()
      .patch('/api/v1/account/profile')
      .set('Cookie', cookie)
      .set('Accept-Language', lang)
      .send(body as object);
  const profileAs = (cookie: string | null, position = 0) => {
    const call = t.http().get(`/api/v1/profiles/${owner.userId}`).set('X-Min-Position', String(position));
    if (cookie) void call.set('Cookie', cookie);
    return call;
  };

  it('saves description, services, zones, languages and hours, and shows them to the owner', async () => {
    const hours = defaultHours().map((day, index) =>
      index === 6 ? { open: '8:00', close: '12:30', isClosed: false } : day,
    );
    const { body } = await patch(owner.cookie, {
      description: { es: 'Plomería y electricidad en Tamarindo.' },
      serviceIds: ['plumbing', 'electrical'],
      zoneIds: ['tamarindo', 'huacas', 'playa-flamingo'],
      languageCodes: ['es', 'en'],
      hours,
    }).expect(200);
    const profile = await profileAs(owner.cookie, body.position).expect(200);
    expect(profile.body).toMatchObject({
      description: { es: 'Plomería y electricidad en Tamarindo.' },
      serviceIds: ['plumbing', 'electrical'],
      zoneIds: ['tamarindo', 'huacas', 'playa-flamingo'],
      languageCodes: ['es', 'en'],
      hours,
      isPublic: false,
      viewer: { isOwner: true, isAdmin: false },
      phoneNumber: null,
      rating: { average: null, count: 0, starPercents: [0, 0, 0, 0, 0] },
    });
    expect(profile.body.debug).toBeUndefined();
  });

  it('appends nothing when the same values are saved again', async () => {
    const first = await patch(owner.cookie, { zoneIds: ['tamarindo'] }).expect(200);
    const again = await patch(owner.cookie, { zoneIds: ['tamarindo'] }).expect(200);
    expect(again.body.position).toBe(first.body.position);
  });

  it.each([
    ['en', 'Tuesday: opening time must be before closing time.'],
    ['es', 'Martes: la hora de apertura debe ser antes de la hora de cierre.'],
  ])('(%s) rejects inconsistent hours with a clear error naming the day, and writes nothing', async (lang, message) => {
    const before = await t.runtime.adapters.eventStore.headPosition();
    const hours = defaultHours().map((day, index) =>
      index === 2 ? { open: '18:00', close: '9:00', isClosed: false } : day,
    );
    const response = await patch(owner.cookie, { hours }, lang).expect(400);
    expect(response.body.details.issues).toContainEqual({ path: 'hours.2.close', message });
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
  });

  it('saves a day with a lunch break, shows it, and takes it away again', async () => {
    const withLunch = defaultHours().map((day, index) =>
      index === 3 ? { ...day, breakStart: '12:00', breakEnd: '13:00' } : day,
    );
    const saved = await patch(owner.cookie, { hours: withLunch }).expect(200);
    expect((await profileAs(owner.cookie, saved.body.position).expect(200)).body.hours).toEqual(withLunch);
    const removed = await patch(owner.cookie, { hours: defaultHours() }).expect(200);
    expect((await profileAs(owner.cookie, removed.body.position).expect(200)).body.hours).toEqual(defaultHours());
  });

  it.each([
    ['en', 'Wednesday: the break must start after opening and end before closing.'],
    ['es', 'Miércoles: la pausa debe empezar después de abrir y terminar antes de cerrar.'],
  ])('(%s) rejects a break outside the day, naming the day, and writes nothing', async (lang, message) => {
    const before = await t.runtime.adapters.eventStore.headPosition();
    const hours = defaultHours().map((day, index) =>
      index === 3 ? { ...day, breakStart: '16:00', breakEnd: '18:00' } : day,
    );
    const response = await patch(owner.cookie, { hours }, lang).expect(400);
    expect(response.body.code).toBe('REQUEST.INVALID');
    expect(response.body.details.issues).toContainEqual({ path: 'hours.3.breakStart', message });
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
  });

  it.each([
    ['en', 'Choose from the list.'],
    ['es', 'Elige una opción de la lista.'],
  ])('(%s) rejects services, zones and languages that are not in the catalog', async (lang, message) => {
    const response = await patch(
      owner.cookie,
      { serviceIds: ['plumbing', 'astronaut'], zoneIds: ['atlantis'], languageCodes: ['xx'] },
      lang,
    ).expect(400);
    expect(response.body.details.issues).toEqual(
      expect.arrayContaining([
        { path: 'serviceIds.1', message },
        { path: 'zoneIds.0', message },
        { path: 'languageCodes.0', message },
      ]),
    );
  });

  it('rejects times that are not on the 15-minute list, and an empty change', async () => {
    const hours = defaultHours().map((day, index) =>
      index === 1 ? { open: '8:10', close: '12:00', isClosed: false } : day,
    );
    expect((await patch(owner.cookie, { hours }).expect(400)).body.details.issues).toContainEqual({
      path: 'hours.1.open',
      message: 'Choose a time from the list.',
    });
    expect((await patch(owner.cookie, {}).expect(400)).body.details.issues).toContainEqual({
      path: '',
      message: 'Nothing to change.',
    });
  });

  it('hides a profile that is not public yet from visitors and other members, with the 404 of a missing one', async () => {
    const other = await t.member('other@example.com');
    expect((await profileAs(null).expect(404)).body).toEqual({ code: 'PROFILE.NOT_FOUND', message: '404 - Not Found' });
    await profileAs(other.cookie).expect(404);
    await t.http().get('/api/v1/profiles/no-such-user').expect(404);
  });

  it('shows admins the debug view of every stored field', async () => {
    const profile = await profileAs(admin).expect(200);
    expect(profile.body.viewer).toEqual({ isOwner: false, isAdmin: true });
    expect(profile.body.debug).toMatchObject({
      _id: owner.userId,
      serviceIds: ['plumbing', 'electrical'],
      lastEventPosition: expect.any(Number),
    });
    expect(profile.body.phoneNumber).toBeUndefined();
  });

  it('never puts an email in any profile response', async () => {
    for (const cookie of [owner.cookie, admin]) {
      const response = await profileAs(cookie).expect(200);
      expect(JSON.stringify(response.body)).not.toMatch(/owner@example\.com|@/);
    }
  });

  it('gives the review form a contractor card before the profile is public, and nothing for non-contractors', async () => {
    const key = await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201);
    const pro = await t.signUp({
      email: 'card@example.com',
      password: 'arenal-volcano',
      betaKey: key.body.keyId,
      role: 'contractor',
    });
    await t.http().post('/api/v1/account/terms').set('Cookie', pro.cookie).send({ version: 1 }).expect(200);
    const named = await t
      .http()
      .put('/api/v1/account/display-name')
      .set('Cookie', pro.cookie)
      .send({ displayName: 'Card Pro' })
      .expect(200);
    const card = await t
      .http()
      .get(`/api/v1/contractors/${pro.body.user.id}/card`)
      .set('X-Min-Position', String(named.body.position))
      .expect(200);
    expect(card.body).toEqual({ id: pro.body.user.id, displayName: 'Card Pro', profilePhotoUrl: null });
    await t.http().get(`/api/v1/contractors/${owner.userId}/card`).expect(404);
  });

  it('stores a display name and a description without hidden or reordering characters, NFC-normalised', async () => {
    const named = await t
      .http()
      .put('/api/v1/account/display-name')
      .set('Cookie', owner.cookie)
      .send({ displayName: 'Jose\u0301 \u202EFix\u200B 👩‍🔧' })
      .expect(200);
    const described = await patch(owner.cookie, { description: { es: 'Bombas\u0000 y\u2066 tanques\nPeña' } }).expect(
      200,
    );
    const view = await profileAs(owner.cookie, Math.max(named.body.position, described.body.position)).expect(200);
    expect(view.body.displayName).toBe('José Fix 👩‍🔧');
    expect(view.body.description).toEqual({ es: 'Bombas y tanques\nPeña' });
    const invisible = await t
      .http()
      .put('/api/v1/account/display-name')
      .set('Cookie', owner.cookie)
      .set('Accept-Language', 'es')
      .send({ displayName: '\u200B\u202E\u2066' })
      .expect(400);
    expect(invisible.body.code).toBe('REQUEST.INVALID');
    expect(invisible.body.message).toEqual(expect.any(String));
  });

  it('requires beta access and signed terms to edit', async () => {
    const { cookie } = await t.signUp({ email: 'no-access@example.com', password: 'arenal-volcano' });
    expect((await patch(cookie, { description: { es: 'x' } }).expect(403)).body.code).toBe('BETA_REQUIRED');
    await t
      .http()
      .patch('/api/v1/account/profile')
      .send({ description: { es: 'x' } })
      .expect(401);
  });
});
