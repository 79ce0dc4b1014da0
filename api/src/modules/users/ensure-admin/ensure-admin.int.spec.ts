import { createTestApp, type TestApp } from '../../../testing/test-app';
import { EnsureAdminService } from './ensure-admin.service';

describe('EnsureAdminService (ADMIN_EMAIL / ADMIN_PASSWORD at every start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives one admin when several replicas start at once', async () => {
    const service = t.app.get(EnsureAdminService);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => service.ensure('ops@example.com', 'a-long-ops-password')),
    );
    expect(new Set(results.map((result) => result.userId)).size).toBe(1);
    const events = await t.runtime.adapters.eventStore.readStream(`user-${results[0]!.userId}`);
    expect(events.filter((event) => event.type === 'UserRegistered')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'AdminRoleAssigned')).toHaveLength(1);
    const session = await t
      .http()
      .get('/api/v1/session')
      .set('Cookie', await t.signIn('ops@example.com', 'a-long-ops-password'));
    expect(session.body.user.isAdmin).toBe(true);
  });

  it('sets the configured password again when it changed', async () => {
    const service = t.app.get(EnsureAdminService);
    await service.ensure('rotate@example.com', 'first-long-password');
    await service.ensure('rotate@example.com', 'second-long-password');
    await t.signIn('rotate@example.com', 'second-long-password');
    await t
      .http()
      .post('/api/v1/auth/sign-in')
      .send({ email: 'rotate@example.com', password: 'first-long-password' })
      .expect(401);
  });
});
