import sharp from 'sharp';
import { CURRENT_TERMS_VERSION } from '@gp/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { phoneClient } from '../phone/public';

describe('admin console API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signInAsAdmin();
  });
  afterAll(() => t.close());

  describe('accounts list', () => {
    it('searches by name, email or phone, pages, and hides anonymous accounts unless asked', async () => {
      const ana = await t.member('ana.rojas@example.com');
      await t
        .http()
        .put('/api/v1/account/display-name')
        .set('Cookie', ana.cookie)
        .send({ displayName: 'Ana Rojas Pools' })
        .expect(200);
      await phoneClient(t).attach(ana.cookie, '8888-7777');
      for (let index = 0; index < 3; index++) await t.member(`bulk-${index}@example.com`);
      const anonymous = await t.http().post('/api/v1/auth/anonymous').send({}).expect(200);
      const list = (query: string) =>
        t
          .http()
          .get(`/api/v1/admin/accounts?${query}`)
          .set('Cookie', admin)
          .set('X-Min-Position', String(anonymous.body.position))
          .expect(200);

      expect((await list('search=rojas pools')).body.items.map((item: { id: string }) => item.id)).toEqual([
        ana.userId,
      ]);
      expect((await list('search=ANA.ROJAS@')).body.items).toHaveLength(1);
      // The number as stored, and as people write it: the console shows the second.
      expect((await list('search=88887777')).body.items).toEqual([
        expect.objectContaining({ id: ana.userId, phoneNumber: '+50688887777', phoneNumberDisplay: '+506 8888 7777' }),
      ]);
      // Typed the way people write numbers: spaces, dashes and parentheses between the digits.
      for (const typed of ['8888 7777', '+506 8888-7777', '(506) 8888']) {
        const found = await list(`search=${encodeURIComponent(typed)}`);
        expect(found.body.items.map((item: { id: string }) => item.id)).toEqual([ana.userId]);
      }
      // Separators alone are no phone number: they must not match every account that has one.
      expect((await list(`search=${encodeURIComponent('( )')}`)).body.items).toHaveLength(0);
      expect((await list('search=bulk-0')).body.items).toEqual([
        expect.objectContaining({ phoneNumber: null, phoneNumberDisplay: null }),
      ]);
      expect((await list('search=(unbalanced[')).body.items).toHaveLength(0);
      const page = await list('pageSize=2&page=1');
      expect(page.body.items).toHaveLength(2);
      expect(page.body.items.some((item: { isAnonymous: boolean }) => item.isAnonymous)).toBe(false);
      const withAnonymous = await list('includeAnonymous=true&pageSize=100');
      expect(withAnonymous.body.items.some((item: { id: string }) => item.id === anonymous.body.user.id)).toBe(true);
      expect(withAnonymous.body.total).toBe(page.body.total + 1);
    });
  });

  describe('deleting an account', () => {
    it('ends its sessions, releases its email, removes its profile, and keeps its reviews for audit', async () => {
      const key = await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201);
      const pro = await t.signUp({
        email: 'pro@example.com',
        password: 'arenal-volcano',
        betaKey: key.body.keyId,
        role: 'contractor',
      });
      const victim = await t.member('leaving@example.com');
      const review = await t
        .http()
        .post('/api/v1/reviews')
        .set('Cookie', victim.cookie)
        .send({
          contractorId: pro.body.user.id,
          rating: 4,
          email: 'leaving@example.com',
          title: 'Bien',
          body: 'Trabajo limpio.',
        })
        .expect(201);

      const deleted = await t.http().delete(`/api/v1/admin/users/${victim.userId}`).set('Cookie', admin).expect(200);
      expect((await t.http().get('/api/v1/session').set('Cookie', victim.cookie)).body).toEqual({ user: null });
      await t
        .http()
        .get(`/api/v1/profiles/${victim.userId}`)
        .set('Cookie', admin)
        .set('X-Min-Position', String(deleted.body.position))
        .expect(404);
      const accounts = await t.http().get('/api/v1/admin/accounts?search=leaving@').set('Cookie', admin).expect(200);
      expect(accounts.body.items).toEqual([]);
      const queue = await t.http().get('/api/v1/admin/reviews?pageSize=100').set('Cookie', admin).expect(200);
      expect(queue.body.items.map((item: { id: string }) => item.id)).toContain(review.body.reviewId);
      // The email is free again.
      const again = await t.signUp({ email: 'leaving@example.com', password: 'arenal-volcano' });
      expect(again.body.user.id).not.toBe(victim.userId);
    });

    it('refuses to delete an admin, including oneself', async () => {
      const session = await t.http().get('/api/v1/session').set('Cookie', admin).expect(200);
      expect(
        (await t.http().delete(`/api/v1/admin/users/${session.body.user.id}`).set('Cookie', admin).expect(409)).body
          .code,
      ).toBe('ADMIN.PROTECTED_ACCOUNT');
    });
  });

  describe('impersonation', () => {
    it('opens a marked session for the target, stamps events with the admin, and gives the admin session back', async () => {
      const target = await t.member('viewed@example.com');
      const started = await t
        .http()
        .post('/api/v1/admin/impersonations')
        .set('Cookie', admin)
        .send({ userId: target.userId })
        .expect(200);
      const adminId = (await t.http().get('/api/v1/session').set('Cookie', admin)).body.user.id;
      expect(started.body.user).toMatchObject({ id: target.userId, impersonatedBy: adminId });
      const viewing = started.headers['set-cookie']![0]!.split(';')[0]!;

      await t
        .http()
        .put('/api/v1/account/display-name')
        .set('Cookie', viewing)
        .send({ displayName: 'Fixed by support' })
        .expect(200);
      const events = await t.runtime.adapters.eventStore.readStream(`user-${target.userId}`);
      expect(events.at(-1)).toMatchObject({
        type: 'DisplayNameChanged',
        metadata: { actorId: target.userId, onBehalfOf: adminId },
      });

      const stopped = await t.http().post('/api/v1/auth/impersonation/stop').set('Cookie', viewing).expect(200);
      expect(stopped.body.user).toMatchObject({ id: adminId, isAdmin: true, impersonatedBy: null });
      expect((await t.http().get('/api/v1/session').set('Cookie', viewing)).body).toEqual({ user: null });
      const audit = (await t.runtime.adapters.eventStore.readStream('audit-admin')).map((event) => [
        event.type,
        event.metadata.actorId,
      ]);
      expect(audit.slice(-2)).toEqual([
        ['ImpersonationStarted', adminId],
        ['ImpersonationEnded', adminId],
      ]);
    });

    it("shows the start and the stop in the impersonated account's history, with the admin who did it", async () => {
      const target = await t.member('watched@example.com');
      const other = await t.member('not-watched@example.com');
      const adminId = (await t.http().get('/api/v1/session').set('Cookie', admin)).body.user.id;
      const started = await t
        .http()
        .post('/api/v1/admin/impersonations')
        .set('Cookie', admin)
        .send({ userId: target.userId })
        .expect(200);
      const viewing = started.headers['set-cookie']![0]!.split(';')[0]!;
      await t
        .http()
        .put('/api/v1/account/display-name')
        .set('Cookie', viewing)
        .send({ displayName: 'Seen by support' })
        .expect(200);
      await t.http().post('/api/v1/auth/impersonation/stop').set('Cookie', viewing).expect(200);

      const history = await t.http().get(`/api/v1/audit/users/${target.userId}`).set('Cookie', admin).expect(200);
      const entries = history.body.events.map((event: { type: string; actorId: string | null; streamId: string }) => [
        event.type,
        event.actorId,
        event.streamId,
      ]);
      // In log order: the start, what was done while viewing, the stop.
      expect(entries.slice(-3)).toEqual([
        ['ImpersonationStarted', adminId, 'audit-admin'],
        ['DisplayNameChanged', target.userId, `user-${target.userId}`],
        ['ImpersonationEnded', adminId, 'audit-admin'],
      ]);
      expect(history.body.events.at(-3).data).toMatchObject({ adminId, targetUserId: target.userId });
      expect(history.body.names[adminId]).toBe('admin@test.guanacastepros.cr');
      // Another account's history holds no one else's impersonation.
      const otherHistory = await t.http().get(`/api/v1/audit/users/${other.userId}`).set('Cookie', admin).expect(200);
      expect(otherHistory.body.events.map((event: { type: string }) => event.type)).not.toContain(
        'ImpersonationStarted',
      );
    });

    it('refuses anonymous, admin and unknown targets', async () => {
      const anonymous = await t.http().post('/api/v1/auth/anonymous').send({}).expect(200);
      const adminId = (await t.http().get('/api/v1/session').set('Cookie', admin)).body.user.id;
      for (const userId of [anonymous.body.user.id, adminId, 'no-such-user']) {
        expect(
          (await t.http().post('/api/v1/admin/impersonations').set('Cookie', admin).send({ userId }).expect(409)).body
            .code,
        ).toBe('ADMIN.IMPERSONATION_TARGET');
      }
    });

    it('answers 409 when a normal session asks to stop impersonating', async () => {
      const member = await t.member('plain@example.com');
      expect(
        (await t.http().post('/api/v1/auth/impersonation/stop').set('Cookie', member.cookie).expect(409)).body.code,
      ).toBe('ADMIN.NOT_IMPERSONATING');
    });
  });

  describe('names in the admin answers: the display name, else the email, never a made-up label', () => {
    it('names the contractor, the author account, the photo owner and the history actors', async () => {
      const key = await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201);
      const pro = await t.signUp({
        email: 'unnamed-pro@example.com',
        password: 'arenal-volcano',
        betaKey: key.body.keyId,
        role: 'contractor',
      });
      await t
        .http()
        .post('/api/v1/account/terms')
        .set('Cookie', pro.cookie)
        .send({ version: CURRENT_TERMS_VERSION })
        .expect(200);
      const reviewer = await t.member('quiet-reviewer@example.com');
      const review = await t
        .http()
        .post('/api/v1/reviews')
        .set('Cookie', reviewer.cookie)
        .send({
          contractorId: pro.body.user.id,
          rating: 5,
          email: 'quiet-reviewer@example.com',
          title: 'Great',
          body: 'Fixed the leak.',
        })
        .expect(201);
      const uploaded = await t
        .http()
        .post('/api/v1/account/photos?kind=work')
        .set('Cookie', pro.cookie)
        .set('Content-Type', 'image/jpeg')
        .send(
          await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a7' } })
            .jpeg()
            .toBuffer(),
        )
        .expect(201);
      const fresh = String(Math.max(review.body.position, uploaded.body.position));
      const reviewOf = async () =>
        (
          await t
            .http()
            .get('/api/v1/admin/reviews?pageSize=100')
            .set('Cookie', admin)
            .set('X-Min-Position', fresh)
            .expect(200)
        ).body.items.find((item: { id: string }) => item.id === review.body.reviewId);

      // Neither has a display name: the console gets their emails (the author's stated name is the review's own).
      const listed = await reviewOf();
      expect(listed.contractorName).toBe('unnamed-pro@example.com');
      expect(listed.authorAccountName).toBe('quiet-reviewer@example.com');
      expect(listed.authorName).toMatch(/^User /);
      const photos = await t
        .http()
        .get('/api/v1/admin/photos?status=pending&pageSize=100')
        .set('Cookie', admin)
        .set('X-Min-Position', fresh)
        .expect(200);
      const photo = photos.body.items.find((item: { photoId: string }) => item.photoId === uploaded.body.photoId);
      expect(photo.ownerName).toBe('unnamed-pro@example.com');
      const history = await t
        .http()
        .get(`/api/v1/audit/reviews/${review.body.reviewId}`)
        .set('Cookie', admin)
        .expect(200);
      expect(history.body.events[0].actorId).toBe(reviewer.userId);
      expect(history.body.names).toEqual({ [reviewer.userId]: 'quiet-reviewer@example.com' });

      // Once the pro has a display name, it is the name.
      const renamed = await t
        .http()
        .put('/api/v1/account/display-name')
        .set('Cookie', pro.cookie)
        .send({ displayName: 'Nosara Plumbing' })
        .expect(200);
      const after = await t
        .http()
        .get('/api/v1/admin/reviews?pageSize=100')
        .set('Cookie', admin)
        .set('X-Min-Position', String(renamed.body.position))
        .expect(200);
      expect(after.body.items.find((item: { id: string }) => item.id === review.body.reviewId).contractorName).toBe(
        'Nosara Plumbing',
      );
      const proHistory = await t.http().get(`/api/v1/audit/users/${pro.body.user.id}`).set('Cookie', admin).expect(200);
      expect(proHistory.body.names[pro.body.user.id]).toBe('Nosara Plumbing');
    });
  });

  it("shows an account's history to admins and auditors, with actor and time", async () => {
    const member = await t.member('history@example.com');
    const history = await t.http().get(`/api/v1/audit/users/${member.userId}`).set('Cookie', admin).expect(200);
    expect(history.body.events.map((event: { type: string }) => event.type)).toEqual([
      'UserRegistered',
      'PasswordSet',
      'BetaAccessGranted',
      'TermsAccepted',
    ]);
    expect(JSON.stringify(history.body)).not.toMatch(/argon2/);
  });
});
