import { JSDOM } from 'jsdom';
import { photoSources } from '@gp/shared';
import { jpegOf } from '../modules/photos/testing/image-fixtures';
import { createContractors, nosaraPlumber } from '../testing/contractors';
import { createTestApp, type TestApp, TEST_PASSWORD } from '../testing/test-app';
import { BUILT_INDEX_HTML } from './testing/index-html';

const EVIL_NAME = 'Evil </script><script>alert(1)</script> "quoted" $& $` <!--';

/** The page as a browser's HTML parser reads it, scripts off: what a crawler or a slow phone has before any JavaScript runs. */
const parse = (html: string) => new JSDOM(html).window.document;
const rootText = (document: Document) => document.getElementById('root')?.textContent ?? '';
const serverData = (document: Document) =>
  JSON.parse(document.getElementById('server-data')?.textContent ?? 'null') as Record<string, unknown> | null;

describe('server-rendered pages: the HTML carries the content', () => {
  let t: TestApp;
  let position = 0;
  let ids: Record<'plumber' | 'evil', string>;

  beforeAll(async () => {
    t = await createTestApp({}, { webIndexHtml: BUILT_INDEX_HTML, serverRender: true });
    ({ ids, position } = await createContractors(t, {
      plumber: nosaraPlumber('plumber', 'Nosara Plumbing', [5, 5, 4], {
        description: { es: 'Trabajo serio y limpio.' },
        languageCodes: ['es', 'en'],
      }),
      evil: nosaraPlumber('evil', EVIL_NAME, [4, 4, 4], { zoneIds: ['nicoya'] }),
    }));
  }, 120_000);
  afterAll(() => t.close());

  const page = async (path: string, status = 200) => {
    await t.http().get('/api/v1/pros').set('X-Min-Position', String(position)).expect(200);
    const response = await t.http().get(path).expect(status);
    return parse(response.text);
  };

  it('a part of a page loaded only when shown is in its first render, not left to the browser', async () => {
    // The phone sign-in steps are a lazy component: the server has not loaded them before this request.
    const html = (await t.http().get('/en/signin?method=phone').expect(200)).text;
    expect(html).not.toContain('<!--$!-->');
    expect(parse(html).querySelector('#root h1')?.textContent).toBe('Sign in with your phone');
  });

  it('a profile page holds the name, rating, hours and reviews, in the page language', async () => {
    const en = await page(`/en/profile/${ids.plumber}`);
    const text = rootText(en);
    expect(en.querySelector('#root h1')?.textContent).toBe('Nosara Plumbing');
    expect(text).toContain('4.67');
    expect(text).toContain('Trabajo serio y limpio.');
    expect(text).toContain('Buen trabajo.');
    expect(text).toContain('Monday');

    const es = await page(`/es/profile/${ids.plumber}`);
    expect(rootText(es)).toContain('4,67');
    expect(rootText(es)).toContain('Lunes');
  });

  it("a profile's cover and photo arrive as <picture> in AVIF, WebP and JPEG, the cover fetched first", async () => {
    const owner = await t.signIn('plumber@example.com', TEST_PASSWORD);
    const admin = await t.signInAsAdmin();
    const upload = async (kind: 'cover' | 'profile', width: number, height: number) => {
      const { body } = await t
        .http()
        .post(`/api/v1/account/photos?kind=${kind}`)
        .set('Cookie', owner)
        .set('Content-Type', 'image/jpeg')
        .send(await jpegOf(width, height))
        .expect(201);
      // Public once approved (DESIGN §9).
      const approved = await t
        .http()
        .post(`/api/v1/admin/photos/${ids.plumber}/${body.photoId}/approve`)
        .set('Cookie', admin)
        .expect(200);
      position = Math.max(position, approved.body.position);
      return body.photoId as string;
    };
    const coverId = await upload('cover', 1600, 900);
    const photoId = await upload('profile', 300, 300);

    const document = await page(`/en/profile/${ids.plumber}`);
    const [cover, avatar] = Array.from(document.querySelectorAll('#root picture'));
    const sources = (picture: Element) =>
      Array.from(picture.querySelectorAll('source')).map((source) => ({
        type: source.getAttribute('type'),
        srcset: source.getAttribute('srcset'),
        sizes: source.getAttribute('sizes'),
      }));
    const full = photoSources(ids.plumber, coverId, 'full', { width: 1600, height: 900 });
    const srcset = (candidates: { url: string; width: number }[]) =>
      candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');
    const coverSizes = '(min-width: 1140px) 1108px, calc(100vw - 32px)';
    expect(sources(cover!)).toEqual([
      { type: 'image/avif', srcset: srcset(full.avif), sizes: coverSizes },
      { type: 'image/webp', srcset: srcset(full.webp), sizes: coverSizes },
    ]);
    expect(srcset(full.avif)).toContain('full-1280.avif 1280w');
    const coverImg = cover!.querySelector('img')!;
    expect(coverImg.getAttribute('src')).toBe(full.jpeg.at(-1)!.url);
    expect(coverImg.getAttribute('srcset')).toBe(srcset(full.jpeg));
    expect([coverImg.getAttribute('width'), coverImg.getAttribute('height')]).toEqual(['1600', '900']);
    expect(coverImg.getAttribute('alt')).toBe('Cover photo of Nosara Plumbing');
    expect(coverImg.getAttribute('fetchpriority')).toBe('high');
    expect(coverImg.hasAttribute('loading')).toBe(false);

    const square = photoSources(ids.plumber, photoId, 'square');
    expect(sources(avatar!)[0]).toEqual({ type: 'image/avif', srcset: srcset(square.avif), sizes: '112px' });
    expect(avatar!.querySelector('img')!.getAttribute('loading')).toBe('lazy');

    const card = (await page('/en/pros')).querySelector(`#root article[aria-labelledby="pro-card-${ids.plumber}"]`);
    expect(card?.querySelector('picture source[type="image/avif"]')?.getAttribute('srcset')).toBe(srcset(square.avif));
  });

  it('the directory and a landing page list the pros with their ratings', async () => {
    const directory = rootText(await page('/en/pros'));
    expect(directory).toContain('Nosara Plumbing');
    expect(directory).toContain('4.67');
    expect(directory).toContain('2 pros');

    // Written as Spanish writes numbers.
    expect(rootText(await page('/es/pros'))).toContain('4,67');

    const landing = await page('/es/pros/fontaneria/nosara');
    expect(landing.querySelector('#root h1')?.textContent).toContain('Fontanería en Nosara');
    // The canton's pro covers Nosara too.
    expect(rootText(landing)).toContain('Nosara Plumbing');
    expect(rootText(landing)).toContain(EVIL_NAME);
    // "Cerca de mí" is in the served page: were the app to add it, the cards below would move as it
    // came alive, and a tap meant for a card would land elsewhere.
    expect(landing.querySelector('#root button[aria-describedby]')?.textContent).toBe('Cerca de mí');
  });

  it('a static page is rendered in its language', async () => {
    expect(rootText(await page('/es/faq'))).toContain('Preguntas frecuentes');
    expect(rootText(await page('/en/about'))).toContain('About');
  });

  it('a hostile display name stays text: no element, no script, and the data block gives it back as it is', async () => {
    const document = await page(`/en/profile/${ids.evil}`);
    expect(document.querySelector('#root h1')?.textContent).toBe(EVIL_NAME);
    // The start script (index.html's module script waits in a template), the JSON-LD block and the data block:
    // nothing the name opened.
    expect([...document.querySelectorAll('script')].map((script) => script.type)).toEqual([
      '',
      'application/ld+json',
      'application/json',
    ]);
    const data = serverData(document);
    expect(data?.[`/api/v1/profiles/${ids.evil}`]).toMatchObject({ displayName: EVIL_NAME });
  });

  it('hands the browser exactly the API answers the page was rendered from, with no personal data', async () => {
    const document = await page(`/en/profile/${ids.plumber}`);
    const data = serverData(document)!;
    expect(Object.keys(data).sort()).toEqual([
      `/api/v1/profiles/${ids.plumber}`,
      `/api/v1/profiles/${ids.plumber}/reviews?page=1`,
      '/api/v1/session',
    ]);
    const api = await t.http().get(`/api/v1/profiles/${ids.plumber}`).expect(200);
    expect(data[`/api/v1/profiles/${ids.plumber}`]).toEqual(api.body);
    expect(JSON.stringify(data)).not.toContain('@example.com');
  });

  it('says a visitor without a session cookie is signed out (the page shows its sign-in buttons), and says nothing with one', async () => {
    const signedOut = await page('/en/pros');
    expect(serverData(signedOut)?.['/api/v1/session']).toEqual({ user: null });
    expect(signedOut.querySelector('header')?.textContent).toContain('Log in');

    const member = await t.signIn('plumber@example.com', TEST_PASSWORD);
    const response = await t.http().get('/en/pros').set('Cookie', member).expect(200);
    const withCookie = parse(response.text);
    expect(Object.keys(serverData(withCookie) ?? {})).not.toContain('/api/v1/session');
    // The markup is a signed-out visitor's either way; the browser asks who this is.
    expect(withCookie.querySelector('header')?.textContent).not.toContain('Log in');
    expect(rootText(withCookie)).toContain('Nosara Plumbing');
  });

  it("a page's own view counts, once: neither the server's render nor any read of the profile is one", async () => {
    const owner = await t.signIn('plumber@example.com', TEST_PASSWORD);
    const views = async () =>
      (await t.http().get('/api/v1/account/stats').set('Cookie', owner).expect(200)).body.profileViews as number;
    const before = await views();
    await page(`/en/profile/${ids.plumber}`);
    await t.http().get(`/api/v1/profiles/${ids.plumber}`).expect(200);
    expect(await views()).toBe(before);
    await t.http().post(`/api/v1/profiles/${ids.plumber}/views`).expect(200, { counted: true });
    expect(await views()).toBe(before + 1);
  });

  it('an unknown profile and the admin console are left to the browser', async () => {
    const missing = await page('/en/profile/00000000-0000-4000-8000-000000000000', 404);
    expect(serverData(missing)).toEqual({ '/api/v1/session': { user: null } });
    const admin = await page('/en/admin/accounts');
    expect(admin.getElementById('root')?.innerHTML).toBe('');
    expect(admin.getElementById('server-data')).toBeNull();
  });
});

describe('server-rendered pages under a flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SERVER_RENDERS_PER_MINUTE: '2' }, { webIndexHtml: BUILT_INDEX_HTML, serverRender: true });
  });
  afterAll(() => t.close());

  it("renders a visitor's pages up to the budget, then serves them to render in the browser, and keeps no copy of those", async () => {
    const faq = async (query: string) => {
      const response = await t.http().get(`/en/faq${query}`).expect(200);
      return { root: rootText(parse(response.text)), copy: response.headers['x-cache'] === 'hit' };
    };
    // Distinct URLs: the same one again would be served from its copy, which costs no render.
    const [first, second, third] = [await faq('?visit=1'), await faq('?visit=2'), await faq('?visit=3')];
    expect(first.root).toContain('Frequently asked questions');
    expect(second.root).toContain('Frequently asked questions');
    // Still the page, with its head; the browser renders it.
    expect(third.root).toBe('');
    expect(await faq('?visit=1')).toEqual({ root: first.root, copy: true });
    expect(await faq('?visit=3')).toEqual({ root: '', copy: false });
  });
});

describe("copies of a signed-out visitor's page", () => {
  let t: TestApp;
  let pro: { userId: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp({}, { webIndexHtml: BUILT_INDEX_HTML, serverRender: true });
    const { ids } = await createContractors(t, { plumber: nosaraPlumber('copied', 'Copied Plumbing', [5, 4, 4]) });
    pro = { userId: ids.plumber, cookie: await t.signIn('copied@example.com', TEST_PASSWORD) };
  }, 120_000);
  afterAll(() => t.close());

  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const response = await t.http().get(path).set(headers).expect(200);
    return {
      copy: response.headers['x-cache'] === 'hit',
      encoding: response.headers['content-encoding'],
      title: parse(response.text).querySelector('#root h1')?.textContent,
    };
  };

  it('is rendered once and served to the next visitor as it was, one copy per encoding', async () => {
    const path = `/en/profile/${pro.userId}`;
    const first = await visit(path, { 'accept-encoding': 'br' });
    expect(first).toEqual({ copy: false, encoding: 'br', title: 'Copied Plumbing' });
    expect(await visit(path, { 'accept-encoding': 'br' })).toEqual({ ...first, copy: true });
    expect(await visit(path, { 'accept-encoding': 'gzip' })).toEqual({ ...first, copy: false, encoding: 'gzip' });
    expect(await visit(path, { 'accept-encoding': 'gzip' })).toEqual({ ...first, copy: true, encoding: 'gzip' });
  });

  it('keeps the status it was sent with: a profile nobody may see yet is a 404 from its copy too', async () => {
    const { ids } = await createContractors(t, { notYet: nosaraPlumber('copied-not-yet', 'Not Yet Public', [5, 5]) });
    const path = `/en/profile/${ids.notYet}`;
    expect((await t.http().get(path).expect(404)).headers['x-cache']).toBeUndefined();
    expect((await t.http().get(path).expect(404)).headers['x-cache']).toBe('hit');
  });

  it('is never what a visitor with a cookie gets', async () => {
    const path = `/es/profile/${pro.userId}`;
    await visit(path);
    expect((await visit(path)).copy).toBe(true);
    expect((await visit(path, { cookie: 'gp_consent=1' })).copy).toBe(false);
    expect((await visit(path, { cookie: pro.cookie })).copy).toBe(false);
    expect((await visit(path, { cookie: `gp_lang=es; ${pro.cookie}` })).copy).toBe(false);
  });

  it('is what a visitor gets whose only cookie is the language they remember', async () => {
    const path = `/es/profile/${pro.userId}?from=home`;
    await visit(path);
    expect((await visit(path, { cookie: 'gp_lang=es' })).copy).toBe(true);
  });

  it('goes stale with the next event: the next visitor sees the change', async () => {
    const path = `/en/profile/${pro.userId}?from=search`;
    await visit(path);
    expect(await visit(path)).toMatchObject({ copy: true, title: 'Copied Plumbing' });
    const renamed = await t
      .http()
      .put('/api/v1/account/display-name')
      .set('Cookie', pro.cookie)
      .send({ displayName: 'Renamed Plumbing' })
      .expect(200);
    await t.http().get('/api/v1/pros').set('X-Min-Position', String(renamed.body.position)).expect(200);
    expect(await visit(path)).toMatchObject({ copy: false, title: 'Renamed Plumbing' });
  });

  it('stays fresh through an event that only a private read model folds (an admin issuing a beta key)', async () => {
    const path = `/en/profile/${pro.userId}?from=directory`;
    const first = await visit(path);
    expect(await visit(path)).toEqual({ ...first, copy: true });
    const admin = await t.signInAsAdmin();
    const issued = await t.http().post('/api/v1/admin/beta-keys').set('Cookie', admin).send({}).expect(201);
    expect(issued.body.position).toEqual(expect.any(Number));
    // The key is in the admin's list: the event has reached the read models.
    await t
      .http()
      .get('/api/v1/admin/beta-keys')
      .set('Cookie', admin)
      .set('X-Min-Position', String(issued.body.position))
      .expect(200);
    expect(await visit(path)).toEqual({ ...first, copy: true });
  });
});
