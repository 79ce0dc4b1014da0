import { defaultHours } from '@gp/shared';
import { createContractor, createReviewers } from '../../testing/contractors';
import { createTestApp, type TestApp, TEST_PASSWORD } from '../../testing/test-app';
import { API_CACHE_CONTROL } from './security-headers';

describe('public reads: ETag, Cache-Control and 304', () => {
  let t: TestApp;
  let userId: string;
  let position: number;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.signInAsAdmin();
    const reviewers = await createReviewers(t, 3);
    ({ userId, position } = await createContractor(t, admin, reviewers, {
      email: 'etag-pro@example.com',
      displayName: 'Etag Plumbing',
      ratings: [5, 5, 4],
      profile: {
        description: { es: 'Fugas y bombas.' },
        serviceIds: ['plumbing'],
        zoneIds: ['nosara'],
        languageCodes: ['es'],
        hours: defaultHours(),
      },
    }));
  });
  afterAll(() => t.close());

  const paths = () => [`/api/v1/profiles/${userId}`, `/api/v1/profiles/${userId}/reviews`, '/api/v1/pros'];

  it.each([0, 1, 2])(
    'answers the public read #%i with an ETag, revalidation, and 304 when unchanged',
    async (index) => {
      const path = paths()[index]!;
      const first = await t.http().get(path).set('X-Min-Position', String(position)).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await t.http().get(path).set('If-None-Match', etag).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      await t.http().get(path).set('If-None-Match', '"something-else"').expect(200);
    },
  );

  it('answers HEAD with the tag of the GET, and 304 when unchanged; a read that is not public gets no tag, and no cache keeps it', async () => {
    const path = `/api/v1/profiles/${userId}`;
    const etag = (await t.http().get(path).set('X-Min-Position', String(position)).expect(200)).headers.etag as string;
    const head = await t.http().head(path).expect(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['cache-control']).toBe('public, no-cache');
    await t.http().head(path).set('If-None-Match', etag).expect(304);
    const admin = await t.signInAsAdmin();
    const list = await t.http().get('/api/v1/admin/beta-keys').set('Cookie', admin).expect(200);
    expect(list.headers.etag).toBeUndefined();
    expect(list.headers['cache-control']).toBe(API_CACHE_CONTROL);
  });

  it('gives a new ETag once the answer changes, and keeps a signed-in answer private', async () => {
    const path = `/api/v1/profiles/${userId}`;
    const before = (await t.http().get(path).set('X-Min-Position', String(position)).expect(200)).headers
      .etag as string;
    const pro = await t.signIn('etag-pro@example.com', TEST_PASSWORD);
    const changed = await t
      .http()
      .put('/api/v1/account/display-name')
      .set('Cookie', pro)
      .send({ displayName: 'Etag Plumbing Nosara' })
      .expect(200);
    const after = await t
      .http()
      .get(path)
      .set('X-Min-Position', String(changed.body.position))
      .set('If-None-Match', before)
      .expect(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body.displayName).toBe('Etag Plumbing Nosara');
    const own = await t.http().get(path).set('Cookie', pro).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
  });
});
