import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { createContractors, nosaraPlumber } from '../testing/contractors';
import { MAKE_PHOTO_VARIANTS, variantsJobId } from '../modules/photos/public';
import { jpegOf } from '../modules/photos/testing/image-fixtures';
import { createTestApp, type TestApp, TEST_PASSWORD } from '../testing/test-app';
import { BUILT_INDEX_HTML, BUILT_STYLESHEET } from './testing/index-html';

const EVIL_NAME = 'Evil </script><script>alert(1)</script> "quoted" $& \u202E';

const PROS = {
  plumber: nosaraPlumber('plumber', 'Nosara Plumbing', [5, 5, 5], { zoneIds: ['nosara', 'nicoya'] }),
  // Covers the whole canton of Nicoya, so the Nosara landing page lists it too.
  evil: nosaraPlumber('evil', EVIL_NAME, [4, 4, 4], { zoneIds: ['nicoya'] }),
  notYet: nosaraPlumber('not-yet', 'Not Public Yet', [5, 5]),
  // A plumber too, as good as the first, but in another canton: not on the Nosara page.
  elsewhere: nosaraPlumber('elsewhere', 'Tamarindo Plumbing', [5, 5, 5], { zoneIds: ['tamarindo'] }),
};

/** The parsed page, as a browser's HTML parser reads it. */
const parse = (html: string) => new JSDOM(html).window.document;
const jsonLdOf = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );

describe('served pages: landing pages and structured data', () => {
  let t: TestApp;
  const origin = 'https://pros.example.cr';
  let ids: Record<keyof typeof PROS, string>;
  let position = 0;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: origin }, { webIndexHtml: BUILT_INDEX_HTML, webFiles: BUILT_STYLESHEET });
    ({ ids, position } = await createContractors(t, PROS));
  }, 120_000);
  afterAll(() => t.close());

  /** A page as served, once the read models hold the last write. */
  const page = async (path: string, status = 200) => {
    await t.http().get('/api/v1/pros').set('X-Min-Position', String(position)).expect(200);
    const response = await t.http().get(path).expect(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    return response.text;
  };

  describe('landing pages', () => {
    it("have their own title, description and canonical link in each language, at the language's slugs", async () => {
      const en = parse(await page('/en/pros/plumbing/nosara'));
      expect(en.title).toBe('Plumbing in Nosara: reviewed local pros · Guanacaste Pros');
      expect(en.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(en.title);
      expect(en.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        'Compare local pros for Plumbing in Nosara, Costa Rica: real reviews, languages spoken, hours, and WhatsApp or a call in one tap.',
      );
      expect(en.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/en/pros/plumbing/nosara`);
      expect(en.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe(`${origin}/en/pros/plumbing/nosara`);
      expect(en.querySelector('link[hreflang="es"]')?.getAttribute('href')).toBe(`${origin}/es/pros/fontaneria/nosara`);
      expect(en.querySelector('meta[name="robots"]')).toBeNull();

      const es = parse(await page('/es/pros/fontaneria/nosara'));
      expect(es.title).toBe('Fontanería en Nosara: profesionales locales con reseñas · Guanacaste Pros');
      expect(es.querySelector('meta[property="og:description"]')?.getAttribute('content')).toContain(
        'Compara profesionales locales de Fontanería en Nosara',
      );
      expect(es.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${origin}/es/pros/fontaneria/nosara`,
      );
      expect(es.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
        `${origin}/es/pros/fontaneria/nosara`,
      );
      expect(es.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe(`${origin}/en/pros/plumbing/nosara`);
      expect(es.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(
        `${origin}/en/pros/plumbing/nosara`,
      );

      expect(parse(await page('/en/pros/plumbing')).title).toBe(
        'Plumbing in Guanacaste: reviewed local pros · Guanacaste Pros',
      );
      expect(parse(await page('/en/pros')).title).toBe('Find a pro in Guanacaste · Guanacaste Pros');
    });

    it("move for good to the language's own slugs when named in the other language's, query kept", async () => {
      for (const [from, to] of [
        ['/es/pros/plumbing/nosara', '/es/pros/fontaneria/nosara'],
        ['/en/pros/fontaneria', '/en/pros/plumbing'],
        [
          '/es/pros/house-cleaning/playas-del-coco?openNow=true&page=2',
          '/es/pros/limpieza-de-casas/playas-del-coco?openNow=true&page=2',
        ],
        ['/en/pros/fontaneria/nosara?language=en', '/en/pros/plumbing/nosara?language=en'],
      ]) {
        const response = await t.http().get(from!).expect(301);
        expect([from, response.headers.location]).toEqual([from, to]);
      }
    });

    it('answer 404, marked noindex, for a service or zone the catalog does not hold', async () => {
      for (const path of [
        '/en/pros/no-such-service',
        '/es/pros/fontaneria/atlantis',
        '/es/pros/plumbing/atlantis',
        '/en/pros/plumbing/nosara/extra',
      ]) {
        const document = parse(await page(path, 404));
        expect(document.title).toBe(
          path.startsWith('/es') ? '404 - No encontrado · Guanacaste Pros' : '404 - Not Found · Guanacaste Pros',
        );
        expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
        expect(jsonLdOf(document)).toEqual([]);
      }
    });

    it('list the public pros of their first directory page, best first, by their profile URLs in the page language', async () => {
      const [list] = jsonLdOf(parse(await page('/es/pros/fontaneria/nosara')));
      expect(list).toEqual({
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: 'Fontanería en Nosara',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 1, url: `${origin}/es/profile/${ids.plumber}` },
          { '@type': 'ListItem', position: 2, url: `${origin}/es/profile/${ids.evil}` },
        ],
      });
    });
  });

  describe('profile pages', () => {
    it('describe a public profile as a local business with its rating, places, hours, reviews and photo', async () => {
      const owner = await t.signIn(PROS.plumber.email, TEST_PASSWORD);
      const photo = await t
        .http()
        .post('/api/v1/account/photos?kind=work')
        .set('Cookie', owner)
        .set('Content-Type', 'image/jpeg')
        .send(await jpegOf(400, 400))
        .expect(201);
      await t.jobSettled(MAKE_PHOTO_VARIANTS, variantsJobId(photo.body.photoId));
      await t
        .http()
        .put(`/api/v1/account/photos/${photo.body.photoId}/use-as`)
        .set('Cookie', owner)
        .send({ as: 'profile' })
        .expect(200);
      // Public once approved (DESIGN §9).
      position = (
        await t
          .http()
          .post(`/api/v1/admin/photos/${ids.plumber}/${photo.body.photoId}/approve`)
          .set('Cookie', await t.signInAsAdmin())
          .expect(200)
      ).body.position;

      const document = parse(await page(`/en/profile/${ids.plumber}`));
      const profile = (await t.http().get(`/api/v1/profiles/${ids.plumber}`).expect(200)).body;
      const reviews = (await t.http().get(`/api/v1/profiles/${ids.plumber}/reviews`).expect(200)).body.items;
      const image = `${origin}${profile.profilePhoto.urls.large}`;
      expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(image);

      const [business] = jsonLdOf(document);
      expect(business).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'HomeAndConstructionBusiness',
        name: 'Nosara Plumbing',
        url: `${origin}/en/profile/${ids.plumber}`,
        image,
        description: 'Trabajo serio.',
        areaServed: [
          { '@type': 'City', name: 'Nosara' },
          { '@type': 'AdministrativeArea', name: 'Nicoya' },
        ],
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 3, bestRating: 5, worstRating: 1 },
      });
      // defaultHours: 7:00 to 17:00, Sunday closed.
      expect(business.openingHoursSpecification).toHaveLength(6);
      expect(business.openingHoursSpecification[0]).toEqual({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '07:00',
        closes: '17:00',
      });
      expect(reviews).toHaveLength(3);
      expect(business.review).toEqual(
        reviews.map(
          (review: { authorName: string; rating: number; title: string; body: string; createdAt: string }) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            name: review.title,
            reviewBody: review.body,
            datePublished: review.createdAt,
          }),
        ),
      );
    });

    it('keep the structured data inert whatever the name holds, and give the name back exactly', async () => {
      const html = await page(`/en/profile/${ids.evil}`);
      expect(html).not.toContain('</script><script>');
      const document = parse(html);
      // The start script and the data block: the name opened no element of its own.
      expect([...document.querySelectorAll('script')].map((script) => script.type)).toEqual([
        '',
        'application/ld+json',
      ]);
      const stored = (await t.http().get(`/api/v1/profiles/${ids.evil}`).expect(200)).body.displayName;
      expect(stored).toBe('Evil </script><script>alert(1)</script> "quoted" $&');
      expect(jsonLdOf(document)[0].name).toBe(stored);
      expect(document.title).toBe(`${stored} · Profile on Guanacaste Pros`);
    });

    it('say nothing about a profile that is not public yet: to a visitor signed out for sure, it is a 404', async () => {
      const document = parse(await page(`/en/profile/${ids.notYet}`, 404));
      expect(jsonLdOf(document)).toEqual([]);
      expect(document.title).toBe('404 - Not Found · Guanacaste Pros');
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(document.querySelector('meta[property="og:image"]')).toBeNull();
      expect((await page(`/en/profile/${ids.plumber}`, 200)).length).toBeGreaterThan(0);
      // With a session it may be its owner's own view, which only the browser's read of it can tell.
      const member = await t.member(`not-yet-${Date.now()}@example.com`);
      await t.http().get(`/en/profile/${ids.notYet}`).set('Cookie', member.cookie).expect(200);
    });
  });

  describe('pages that need an account', () => {
    it('send a visitor without a session cookie to sign in at once, with the page to come back to', async () => {
      for (const path of ['/en/account', '/es/account-setup/photos', '/en/review-tos?nextRoute=%2Fen%2Faccount']) {
        const response = await t.http().get(path).expect(302);
        const lang = path.split('/')[1];
        expect(response.headers.location).toBe(`/${lang}/signin?nextRoute=${encodeURIComponent(path)}`);
      }
    });

    it('are served to a visitor with one, whose session the app checks', async () => {
      const member = await t.member(`pages-${Date.now()}@example.com`);
      await t.http().get('/en/account').set('Cookie', member.cookie).expect(200);
      // A cookie the server no longer knows still gets the page: the app sends its visitor on.
      await t.http().get('/en/account').set('Cookie', 'gp_session=unknown').expect(200);
    });
  });

  describe('styles', () => {
    // A rendered page inlines the rules its HTML uses (inline-styles.unit.spec.ts, prune-styles.unit.spec.ts);
    // this app has no server renderer, so its pages are those a failed render or the budget leaves to the browser.
    it('stay plain links on a page the server did not render, which has nothing to paint before them', async () => {
      for (const path of ['/en', '/es/pros', `/en/profile/${ids.plumber}`]) {
        const document = parse(await page(path));
        expect(document.querySelector('head style')).toBeNull();
        const links = [...document.querySelectorAll('link[rel="stylesheet"]')];
        expect(links.map((link) => [link.getAttribute('href'), link.hasAttribute('disabled')])).toEqual([
          ['/assets/index-abc123.css', false],
        ]);
      }
    });

    it('stay linked on the admin console, which the browser renders', async () => {
      const document = parse(await page('/en/admin/accounts'));
      expect(document.querySelector('head style')).toBeNull();
      expect(document.querySelector('link[rel="stylesheet"]')?.hasAttribute('disabled')).toBe(false);
    });
  });

  describe('scripts', () => {
    const inlineScripts = (document: Document) =>
      [...document.querySelectorAll<HTMLScriptElement>('script:not([src])')].filter((script) => !script.type);

    it("start after the first paint, by the one inline script a page has, which the page's CSP allows by its hash", async () => {
      const response = await t.http().get('/es/pros').expect(200);
      const document = parse(response.text);
      expect(document.querySelector('script[src]')).toBeNull();
      const template = document.querySelector<HTMLTemplateElement>('template#app-scripts');
      expect(template?.content.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
        '/assets/index-abc123.js',
      );
      const [start] = inlineScripts(document);
      expect(inlineScripts(document)).toHaveLength(1);
      const hash = createHash('sha256').update(start!.textContent!, 'utf8').digest('base64');
      const policy = String(response.headers['content-security-policy']);
      const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ');
      expect(scriptSources).toEqual(["'self'", `'sha256-${hash}'`]);
    });

    it('load at once on the admin console, which the browser renders', async () => {
      const document = parse(await page('/en/admin/accounts'));
      expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc123.js');
      expect(inlineScripts(document)).toHaveLength(0);
    });
  });
});
