import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_CONTRACTORS } from './demo-data';
import { DEMO_ADMIN, DEMO_PASSWORD, seedDemo } from './seed-demo';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app);
  });
  afterAll(() => t.close());

  it('makes every sample contractor public, with three live reviews and a complete profile', async () => {
    const head = await t.runtime.adapters.eventStore.headPosition();
    for (const contractor of DEMO_CONTRACTORS) {
      const cookie = await t.signIn(contractor.email, DEMO_PASSWORD);
      const session = await t.http().get('/api/v1/session').set('Cookie', cookie).expect(200);
      expect(session.body.user).toMatchObject({ isContractor: true, profileComplete: true, hasSignedCurrentTos: true });
      const profile = await t.http().get(`/api/v1/profiles/${session.body.user.id}`).set('X-Min-Position', String(head)).expect(200);
      expect(profile.body).toMatchObject({ isPublic: true, displayName: contractor.displayName, serviceIds: contractor.profile.serviceIds, rating: { count: 3 } });
    }
  });

  it('signs the demo admin in', async () => {
    const session = await t.http().get('/api/v1/session').set('Cookie', await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).expect(200);
    expect(session.body.user.isAdmin).toBe(true);
  });
});
