import { JSDOM } from 'jsdom';
import { defaultHours } from '@gp/shared';
import { createContractor, createReviewers, type TestContractor } from '../modules/directory/testing/contractors';
import { createTestApp, type TestApp } from '../testing/test-app';

const contractor = (name: string, ratings: number[]): TestContractor => ({
  email: `${name}@example.com`, displayName: name, ratings,
  profile: { description: 'Trabajo serio.', serviceIds: ['plumbing'], zoneIds: ['nosara'], languageCodes: ['es'], hours: defaultHours() },
});

describe('crawling: sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let admin: string;
  const origin = 'https://pros.example.cr';
  const created: Record<string, { userId: string; reviewIds: string[] }> = {};
  let position = 0;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: origin });
    admin = await t.signInAsAdmin();
    const reviewers = await createReviewers(t, 3);
    for (const pro of [contractor('public-one', [5, 5, 4]), contractor('public-two', [4, 4, 4]), contractor('not-yet', [5, 5])]) {
      const { userId, reviewIds, position: last } = await createContractor(t, admin, reviewers, pro);
      created[pro.displayName] = { userId, reviewIds };
      position = Math.max(position, last);
    }
  }, 120_000);
  afterAll(() => t.close());

  /** The sitemap as a parsed XML document: a syntax error fails the parse. */
  const sitemap = async () => {
    // The sitemap reads the read models: wait until they hold the last write, as a page would.
    await t.http().get('/api/v1/pros').set('X-Min-Position', String(position)).expect(200);
    const response = await t.http().get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const document = new JSDOM(response.text, { contentType: 'application/xml' }).window.document;
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    return document;
  };
  const profileLocs = (document: Document) =>
    [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '').filter((loc) => loc.includes('/profile/')).sort();
  const profileUrls = (...names: string[]) =>
    names.flatMap((name) => ['en', 'es'].map((lang) => `${origin}/${lang}/profile/${created[name]!.userId}`)).sort();

  it('is valid XML listing exactly the public profiles, in both languages, with their alternates', async () => {
    const document = await sitemap();
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(profileLocs(document)).toEqual(profileUrls('public-one', 'public-two'));
    const entry = [...document.getElementsByTagName('url')].find((url) => url.getElementsByTagName('loc')[0]!.textContent === `${origin}/es/profile/${created['public-one']!.userId}`)!;
    const alternates = [...entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(alternates).toEqual([
      ['en', `${origin}/en/profile/${created['public-one']!.userId}`],
      ['es', `${origin}/es/profile/${created['public-one']!.userId}`],
      ['x-default', `${origin}/en/profile/${created['public-one']!.userId}`],
    ]);
    expect([...document.getElementsByTagName('loc')].map((loc) => loc.textContent)).toContain(`${origin}/es`);
  });

  it('follows publicity: a profile that stops being public leaves it, and comes back with it', async () => {
    const reviewId = created['public-two']!.reviewIds[0]!;
    position = (await t.http().post(`/api/v1/admin/reviews/${reviewId}/unapprove`).set('Cookie', admin).send({ expectedRevision: 1 }).expect(200)).body.position;
    expect(profileLocs(await sitemap())).toEqual(profileUrls('public-one'));
    position = (await t.http().post(`/api/v1/admin/reviews/${reviewId}/approve`).set('Cookie', admin).send({ expectedRevision: 2 }).expect(200)).body.position;
    expect(profileLocs(await sitemap())).toEqual(profileUrls('public-one', 'public-two'));
  });

  it('robots.txt points to the sitemap and keeps account, admin and API paths out', async () => {
    const response = await t.http().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ['/api/', '/en/account', '/es/account', '/en/admin', '/es/admin', '/es/edit-contractor-profile']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow: /en/profile') || line === 'Disallow: /')).toEqual([]);
  });
});
