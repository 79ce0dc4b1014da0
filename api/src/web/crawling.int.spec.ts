import { JSDOM } from 'jsdom';
import { defaultHours, type UpdateProfileRequest } from '@gp/shared';
import { createContractor, createReviewers, type TestContractor } from '../testing/contractors';
import { createTestApp, type TestApp } from '../testing/test-app';

const contractor = (name: string, ratings: number[], profile: Partial<UpdateProfileRequest> = {}): TestContractor => ({
  email: `${name}@example.com`,
  displayName: name,
  ratings,
  profile: {
    description: { es: 'Trabajo serio.' },
    serviceIds: ['plumbing'],
    zoneIds: ['nosara'],
    languageCodes: ['es'],
    hours: defaultHours(),
    ...profile,
  },
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
    const pros = [
      contractor('public-one', [5, 5, 4]),
      // Shares public-one's landing pages (listed once) and alone has others, which follow its publicity.
      contractor('public-two', [4, 4, 4], {
        serviceIds: ['plumbing', 'house-cleaning'],
        zoneIds: ['nosara', 'tamarindo'],
      }),
      contractor('not-yet', [5, 5], { serviceIds: ['pool-maintenance'], zoneIds: ['samara'] }),
    ];
    for (const pro of pros) {
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
    [...document.getElementsByTagName('loc')]
      .map((loc) => loc.textContent ?? '')
      .filter((loc) => loc.includes('/profile/'))
      .sort();
  const profileUrls = (...names: string[]) =>
    names.flatMap((name) => ['en', 'es'].map((lang) => `${origin}/${lang}/profile/${created[name]!.userId}`)).sort();
  const directoryLocs = (document: Document) =>
    [...document.getElementsByTagName('loc')]
      .map((loc) => loc.textContent ?? '')
      .filter((loc) => /\/(en|es)\/pros(\/|$)/.test(loc))
      .sort();
  /** Each page by its path in English and in Spanish, whose slugs differ. */
  const directoryUrls = (...paths: (readonly [en: string, es: string])[]) =>
    paths.flatMap(([en, es]) => [`${origin}/en/${en}`, `${origin}/es/${es}`]).sort();
  const DIRECTORY = ['pros', 'pros'] as const;
  /** public-one's landing pages: its service alone and in its zone (never the service's category). */
  const PUBLIC_ONE_LANDINGS = [
    ['pros/plumbing', 'pros/fontaneria'],
    ['pros/plumbing/nosara', 'pros/fontaneria/nosara'],
  ] as const;
  const PUBLIC_TWO_ONLY_LANDINGS = [
    ['pros/plumbing/tamarindo', 'pros/fontaneria/tamarindo'],
    ['pros/house-cleaning', 'pros/limpieza-de-casas'],
    ['pros/house-cleaning/nosara', 'pros/limpieza-de-casas/nosara'],
    ['pros/house-cleaning/tamarindo', 'pros/limpieza-de-casas/tamarindo'],
  ] as const;

  it('is valid XML listing exactly the public profiles, in both languages, with their alternates', async () => {
    const document = await sitemap();
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(profileLocs(document)).toEqual(profileUrls('public-one', 'public-two'));
    const entry = [...document.getElementsByTagName('url')].find(
      (url) =>
        url.getElementsByTagName('loc')[0]!.textContent === `${origin}/es/profile/${created['public-one']!.userId}`,
    )!;
    const alternates = [...entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${origin}/en/profile/${created['public-one']!.userId}`],
      ['es', `${origin}/es/profile/${created['public-one']!.userId}`],
      ['x-default', `${origin}/en/profile/${created['public-one']!.userId}`],
    ]);
    expect([...document.getElementsByTagName('loc')].map((loc) => loc.textContent)).toContain(`${origin}/es`);
  });

  it("lists the directory and, once each, every landing page a public pro appears on, in each language's slugs", async () => {
    const document = await sitemap();
    expect(directoryLocs(document)).toEqual(
      directoryUrls(DIRECTORY, ...PUBLIC_ONE_LANDINGS, ...PUBLIC_TWO_ONLY_LANDINGS),
    );
    const entry = [...document.getElementsByTagName('url')].find(
      (url) => url.getElementsByTagName('loc')[0]!.textContent === `${origin}/es/pros/fontaneria/nosara`,
    )!;
    expect(
      [...entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual([
      `${origin}/en/pros/plumbing/nosara`,
      `${origin}/es/pros/fontaneria/nosara`,
      `${origin}/en/pros/plumbing/nosara`,
    ]);
  });

  it('follows publicity: a profile that stops being public leaves it, with the landing pages only it appeared on, and comes back with them', async () => {
    const reviewId = created['public-two']!.reviewIds[0]!;
    position = (
      await t
        .http()
        .post(`/api/v1/admin/reviews/${reviewId}/unapprove`)
        .set('Cookie', admin)
        .send({ expectedRevision: 1 })
        .expect(200)
    ).body.position;
    let document = await sitemap();
    expect(profileLocs(document)).toEqual(profileUrls('public-one'));
    expect(directoryLocs(document)).toEqual(directoryUrls(DIRECTORY, ...PUBLIC_ONE_LANDINGS));
    position = (
      await t
        .http()
        .post(`/api/v1/admin/reviews/${reviewId}/approve`)
        .set('Cookie', admin)
        .send({ expectedRevision: 2 })
        .expect(200)
    ).body.position;
    document = await sitemap();
    expect(profileLocs(document)).toEqual(profileUrls('public-one', 'public-two'));
    expect(directoryLocs(document)).toEqual(
      directoryUrls(DIRECTORY, ...PUBLIC_ONE_LANDINGS, ...PUBLIC_TWO_ONLY_LANDINGS),
    );
  });

  it('robots.txt points to the sitemap and keeps account, admin and API paths out', async () => {
    const response = await t.http().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ['/api/', '/en/account', '/es/account', '/en/admin', '/es/admin', '/es/edit-contractor-profile'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow: /en/profile') || line === 'Disallow: /')).toEqual([]);
  });
});
