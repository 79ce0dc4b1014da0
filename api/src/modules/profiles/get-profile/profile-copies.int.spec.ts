import { contractor, type TestPro } from '../../../testing/public-pro';
import { createTestApp, type TestApp } from '../../../testing/test-app';

describe('GET /api/v1/profiles/:id for anonymous visitors: one computed answer, copies until the read models move', () => {
  let t: TestApp;
  let pro: TestPro;
  let profileUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    pro = await contractor(t, 'copies@example.com', 'Copy Pro');
    profileUrl = `/api/v1/profiles/${pro.userId}`;
  });
  afterAll(() => t.close());

  it('serves the next anonymous visitor a copy, with its ETag', async () => {
    const computed = await t.http().get(profileUrl).expect(200);
    const copied = await t.http().get(profileUrl).expect(200);
    const again = await t.http().get(profileUrl).set('Accept-Language', 'es').expect(200);

    expect(computed.headers['x-cache']).toBeUndefined();
    expect(copied.headers['x-cache']).toBe('hit');
    expect(copied.body).toEqual(computed.body);
    expect(copied.headers.etag).toBe(computed.headers.etag);
    expect(copied.headers['content-type']).toBe('application/json; charset=utf-8');
    // Another language is another copy.
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('answers 304 to a visitor who holds the copy', async () => {
    const { headers } = await t.http().get(profileUrl).expect(200);
    const revalidated = await t.http().get(profileUrl).set('If-None-Match', headers.etag!).expect(304);
    expect(revalidated.headers['x-cache']).toBe('hit');
    expect(revalidated.text).toBe('');
  });

  it('never serves a copy to a caller with a cookie, whose answer may differ', async () => {
    await t.http().get(profileUrl).expect(200);
    const owner = await t.http().get(profileUrl).set('Cookie', pro.cookie).expect(200);
    expect(owner.headers['x-cache']).toBeUndefined();
    const again = await t.http().get(profileUrl).set('Cookie', pro.cookie).expect(200);
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('computes the answer again as soon as an event changed the read models', async () => {
    await t.http().get(profileUrl).expect(200);
    expect((await t.http().get(profileUrl).expect(200)).headers['x-cache']).toBe('hit');

    const { position } = (
      await t
        .http()
        .put('/api/v1/account/display-name')
        .set('Cookie', pro.cookie)
        .send({ displayName: 'Copy Pro Renamed' })
        .expect(200)
    ).body as { position: number };
    await t.runtime.progress.waitFor(position, 5_000);

    const fresh = await t.http().get(profileUrl).expect(200);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.body.displayName).toBe('Copy Pro Renamed');
  });

  it('keeps no copy of a refusal', async () => {
    const missing = '/api/v1/profiles/00000000-0000-4000-8000-000000000000';
    await t.http().get(missing).expect(404);
    expect((await t.http().get(missing).expect(404)).headers['x-cache']).toBeUndefined();
  });
});
