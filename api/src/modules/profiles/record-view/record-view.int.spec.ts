import { setClock } from '../../../infrastructure/clock/set-clock';
import { contractor, type TestPro } from '../../../testing/public-pro';
import { createTestApp, type TestApp } from '../../../testing/test-app';

describe('POST /api/v1/profiles/:id/views: the page reports a visit', () => {
  const clock = setClock();
  let t: TestApp;
  let pro: TestPro;
  let newPro: TestPro;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    admin = await t.signInAsAdmin();
    pro = await contractor(t, 'viewed@example.com', 'Viewed Pro');
    newPro = await contractor(t, 'not-yet@example.com', 'Not Yet Public', 0);
  });
  afterAll(() => t.close());

  const views = async (of: TestPro) =>
    (await t.http().get('/api/v1/account/stats').set('Cookie', of.cookie).expect(200)).body.profileViews as number;
  const report = (userId: string, cookie?: string) => {
    const call = t.http().post(`/api/v1/profiles/${userId}/views`);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  it("counts each visitor's view of a public profile once a day, however often their page reports it", async () => {
    const before = await views(pro);
    await report(pro.userId).set('User-Agent', 'phone a').expect(200, { counted: true });
    await report(pro.userId).set('User-Agent', 'phone a').expect(200, { counted: false });
    await report(pro.userId).set('User-Agent', 'phone b').expect(200, { counted: true });
    // A signed-in visitor is known by their account, whichever browser reports the visit.
    const member = await t.member('viewer@example.com');
    await report(pro.userId, member.cookie).expect(200, { counted: true });
    await report(pro.userId, member.cookie).set('User-Agent', 'another browser').expect(200, { counted: false });
    expect(await views(pro)).toBe(before + 3);
  });

  it('counts a visitor again on the next UTC day, and leaves a view out of the figures once it is 30 days old', async () => {
    const fresh = await contractor(t, 'next-day@example.com', 'Next Day Pro');
    clock.set('2026-12-01T23:59:00Z');
    await report(fresh.userId).set('User-Agent', 'phone c').expect(200, { counted: true });
    clock.set('2026-12-02T00:01:00Z');
    await report(fresh.userId).set('User-Agent', 'phone c').expect(200, { counted: true });
    await report(fresh.userId).set('User-Agent', 'phone c').expect(200, { counted: false });
    expect(await views(fresh)).toBe(2);
    clock.set('2026-12-31T00:00:00Z'); // the window is now 2 to 31 December
    expect(await views(fresh)).toBe(1);
  });

  it("does not count the pro's own visits or an admin's checks", async () => {
    const before = await views(pro);
    await report(pro.userId, pro.cookie).expect(200, { counted: false });
    await report(pro.userId, admin).expect(200, { counted: false });
    expect(await views(pro)).toBe(before);
  });

  it('answers a profile that is not public, or does not exist, as the profile read does: 404 to a visitor', async () => {
    expect((await report(newPro.userId).expect(404)).body.code).toBe('PROFILE.NOT_FOUND');
    expect((await report('00000000-0000-4000-8000-000000000000').expect(404)).body.code).toBe('PROFILE.NOT_FOUND');
    await report(newPro.userId, newPro.cookie).expect(200, { counted: false });
    expect(await views(newPro)).toBe(0);
  });

  it('refuses an id that is no id, and a cross-site report, before counting anything', async () => {
    const before = await views(pro);
    expect((await report(encodeURIComponent('</script>')).expect(400)).body.code).toBe('REQUEST.INVALID');
    await report(pro.userId).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(await views(pro)).toBe(before);
  });
});
