import { streamIds } from '@gp/shared';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createContractors, nosaraPlumber } from '../../../testing/contractors';

describe('PUT /api/v1/account/role: client or pro', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const choose = (cookie: string | null, body: object) => {
    const call = t.http().put('/api/v1/account/role');
    if (cookie) void call.set('Cookie', cookie);
    return call.send(body);
  };
  const session = async (cookie: string) => (await t.http().get('/api/v1/session').set('Cookie', cookie)).body.user;
  const roleEvents = async (userId: string) =>
    (await t.runtime.adapters.eventStore.readStream(streamIds.user(userId)))
      .map((event) => event.type)
      .filter((type) => type === 'ContractorRoleAssigned' || type === 'ContractorRoleRevoked');

  it('makes a sign-up without a role a client, and lets it become a pro and back, once per change', async () => {
    const { cookie, body } = await t.signUp({ email: 'carla@example.com', password: 'a-good-password' });
    expect(body.user.isContractor).toBe(false);

    await choose(cookie, { role: 'contractor' }).expect(200);
    expect(await session(cookie)).toMatchObject({ isContractor: true });
    await choose(cookie, { role: 'contractor' }).expect(200);
    await choose(cookie, { role: 'client' }).expect(200);
    expect(await session(cookie)).toMatchObject({ isContractor: false });
    expect(await roleEvents(body.user.id)).toEqual(['ContractorRoleAssigned', 'ContractorRoleRevoked']);
  });

  it('signs up a pro or a client as the sign-up form chose', async () => {
    const pro = await t.signUp({ email: 'pablo@example.com', password: 'a-good-password', role: 'contractor' });
    const client = await t.signUp({ email: 'clara@example.com', password: 'a-good-password', role: 'client' });
    expect(pro.body.user.isContractor).toBe(true);
    expect(client.body.user.isContractor).toBe(false);
    await t
      .http()
      .post('/api/v1/auth/sign-up')
      .send({ email: 'root@example.com', password: 'a-good-password', role: 'admin' })
      .expect(400);
  });

  it('takes a pro who becomes a client off the public site, and puts them back when they are a pro again', async () => {
    const { ids, position } = await createContractors(t, {
      pro: nosaraPlumber('switcher', 'Plomería Cambio', [5, 5, 4]),
    });
    const cookie = await t.signIn('switcher@example.com', 'a-good-password');
    const publicProfile = (after: number) =>
      t.http().get(`/api/v1/profiles/${ids.pro}`).set('X-Min-Position', String(after));
    const listed = async (after: number) =>
      (await t.http().get('/api/v1/pros').set('X-Min-Position', String(after)).expect(200)).body.items.map(
        (item: { id: string }) => item.id,
      );
    await publicProfile(position).expect(200);
    expect(await listed(position)).toContain(ids.pro);

    const asClient = await choose(cookie, { role: 'client' }).expect(200);
    await publicProfile(asClient.body.position).expect(404);
    expect(await listed(asClient.body.position)).not.toContain(ids.pro);

    const asPro = await choose(cookie, { role: 'contractor' }).expect(200);
    await publicProfile(asPro.body.position).expect(200);
    expect(await listed(asPro.body.position)).toContain(ids.pro);
  });

  it('refuses visitors, anonymous reviewers and anything but the two roles, writing nothing', async () => {
    await choose(null, { role: 'contractor' }).expect(401);
    const anonymous = await t.http().post('/api/v1/auth/anonymous').send({ preferredLang: 'es' }).expect(200);
    const anonymousCookie = ([] as string[]).concat(anonymous.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    await choose(anonymousCookie, { role: 'contractor' }).expect(401);
    expect(await roleEvents(anonymous.body.user.id)).toEqual([]);

    const { cookie, body } = await t.signUp({ email: 'dora@example.com', password: 'a-good-password' });
    for (const bad of [{ role: 'admin' }, { role: '</script>' }, {}, { role: 'client', extra: true }]) {
      const refused = await choose(cookie, bad).expect(400);
      expect(refused.body.code).toBe('REQUEST.INVALID');
    }
    expect(await roleEvents(body.user.id)).toEqual([]);
  });
});
