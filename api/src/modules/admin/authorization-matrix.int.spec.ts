import { createTestApp, type TestApp } from '../../testing/test-app';

type Role = 'visitor' | 'anonymous' | 'user' | 'contractor' | 'auditor' | 'admin';
const ROLES: Role[] = ['visitor', 'anonymous', 'user', 'contractor', 'auditor', 'admin'];

/** Who may pass each endpoint's gate; everyone else must be refused with 401 or 403. */
const READERS: Role[] = ['auditor', 'admin'];
const ADMINS: Role[] = ['admin'];

describe('authorization matrix: every admin endpoint × every role', () => {
  let t: TestApp;
  const cookies = {} as Record<Role, string | null>;
  let target: string;
  let reviewId: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookies.admin = await t.signInAsAdmin();
    cookies.visitor = null;
    const anonymous = await t.http().post('/api/v1/auth/anonymous').send({}).expect(200);
    cookies.anonymous = anonymous.headers['set-cookie']![0]!.split(';')[0]!;
    cookies.user = (await t.member('user@example.com')).cookie;
    const key = await t.http().post('/api/v1/admin/beta-keys').set('Cookie', cookies.admin).send({}).expect(201);
    const contractor = await t.signUp({
      email: 'contractor@example.com',
      password: 'arenal-volcano',
      betaKey: key.body.keyId,
      role: 'contractor',
    });
    await t.http().post('/api/v1/account/terms').set('Cookie', contractor.cookie).send({ version: 1 }).expect(200);
    cookies.contractor = contractor.cookie;
    const auditor = await t.member('auditor@example.com');
    await t
      .http()
      .put(`/api/v1/admin/users/${auditor.userId}/auditor`)
      .set('Cookie', cookies.admin)
      .send({ isAuditor: true })
      .expect(200);
    cookies.auditor = auditor.cookie;
    target = (await t.member('target@example.com')).userId;
    const review = await t
      .http()
      .post('/api/v1/reviews')
      .set('Cookie', cookies.user)
      .send({
        contractorId: contractor.body.user.id,
        rating: 5,
        email: 'user@example.com',
        title: 'Bien',
        body: 'Muy bien.',
      })
      .expect(201);
    reviewId = review.body.reviewId;
  });
  afterAll(() => t.close());

  const endpoints: [string, Role[], (role: Role) => Promise<{ status: number; body: { code?: string } }>][] = [
    ['GET beta keys', READERS, (role) => send(role, 'get', '/api/v1/admin/beta-keys')],
    ['POST beta keys', ADMINS, (role) => send(role, 'post', '/api/v1/admin/beta-keys', {})],
    [
      'POST revoke beta key',
      ADMINS,
      async (role) => {
        const key = await t.http().post('/api/v1/admin/beta-keys').set('Cookie', cookies.admin!).send({}).expect(201);
        return send(role, 'post', `/api/v1/admin/beta-keys/${key.body.keyId}/revoke`, {});
      },
    ],
    ['GET accounts', READERS, (role) => send(role, 'get', '/api/v1/admin/accounts')],
    [
      'PUT beta access',
      ADMINS,
      (role) => send(role, 'put', `/api/v1/admin/users/${target}/beta-access`, { hasBetaAccess: true }),
    ],
    [
      'PUT auditor role',
      ADMINS,
      (role) => send(role, 'put', `/api/v1/admin/users/${target}/auditor`, { isAuditor: false }),
    ],
    [
      'DELETE account',
      ADMINS,
      async (role) =>
        send(role, 'delete', `/api/v1/admin/users/${(await t.member(`victim-${role}@example.com`)).userId}`),
    ],
    ['POST impersonation', ADMINS, (role) => send(role, 'post', '/api/v1/admin/impersonations', { userId: target })],
    ['GET account history', READERS, (role) => send(role, 'get', `/api/v1/audit/users/${target}`)],
    ['GET review queue', READERS, (role) => send(role, 'get', '/api/v1/admin/reviews')],
    // Clients' numbers: admins only, not auditors.
    ["GET every pro's requests", ADMINS, (role) => send(role, 'get', '/api/v1/admin/leads')],
    [
      'POST approve review',
      ADMINS,
      (role) => send(role, 'post', `/api/v1/admin/reviews/${reviewId}/approve`, { expectedRevision: 0 }),
    ],
    [
      'POST unapprove review',
      ADMINS,
      (role) => send(role, 'post', `/api/v1/admin/reviews/${reviewId}/unapprove`, { expectedRevision: 1 }),
    ],
    [
      'POST hide review reply',
      ADMINS,
      (role) => send(role, 'post', `/api/v1/admin/reviews/${reviewId}/reply/hide`, { expectedRevision: 2 }),
    ],
    [
      'POST show review reply',
      ADMINS,
      (role) => send(role, 'post', `/api/v1/admin/reviews/${reviewId}/reply/show`, { expectedRevision: 2 }),
    ],
    ['GET review history', READERS, (role) => send(role, 'get', `/api/v1/audit/reviews/${reviewId}`)],
    ['GET photo queue', READERS, (role) => send(role, 'get', '/api/v1/admin/photos')],
    ['POST approve photo', ADMINS, (role) => send(role, 'post', `/api/v1/admin/photos/${target}/no-photo/approve`)],
    [
      'POST reject photo',
      ADMINS,
      (role) => send(role, 'post', `/api/v1/admin/photos/${target}/no-photo/reject`, { code: 'low-quality' }),
    ],
  ];

  function send(role: Role, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) {
    const call = t.http()[method](path);
    if (cookies[role]) void call.set('Cookie', cookies[role]!);
    return body ? call.send(body) : call;
  }

  describe.each(endpoints)('%s', (_name, allowed, call) => {
    it.each(ROLES)('as %s', async (role) => {
      const response = await call(role);
      const refused = [401, 403].includes(response.status);
      const refusal =
        role === 'visitor' || role === 'anonymous'
          ? 'AUTH.REQUIRED'
          : READERS === allowed
            ? 'AUDITOR_REQUIRED'
            : 'ADMIN_REQUIRED';
      expect({ refused, serverError: response.status >= 500, code: refused ? response.body.code : null }).toEqual(
        allowed.includes(role)
          ? { refused: false, serverError: false, code: null }
          : { refused: true, serverError: false, code: refusal },
      );
    });
  });
});
