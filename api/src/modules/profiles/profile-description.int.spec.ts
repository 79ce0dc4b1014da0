import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { PROFILE_DESCRIPTION_MAX_LENGTH, streamIds } from '@gp/shared';
import { openSqlite } from '../../infrastructure/sqlite/open-sqlite';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { createContractors, nosaraPlumber } from '../../testing/contractors';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { BUILT_INDEX_HTML } from '../../web/testing/index-html';

const ENGLISH = 'Leak repairs, pumps and water tanks from Nosara to Sámara.';
const SPANISH = 'Reparación de fugas, bombas y tanques de agua de Nosara a Sámara.';

/** The page as a browser's HTML parser reads it, scripts off. */
const parse = (html: string) => new JSDOM(html).window.document;

describe('profile descriptions in Spanish, English or both (issue 40 item 8)', () => {
  let t: TestApp;
  let proId: string;
  let cookie: string;
  let position = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { webIndexHtml: BUILT_INDEX_HTML, serverRender: true });
    const created = await createContractors(t, {
      pro: nosaraPlumber('bilingual', 'Bilingual Plumbing', [5, 5, 5], { description: { en: ENGLISH, es: SPANISH } }),
    });
    proId = created.ids.pro;
    position = created.position;
    cookie = await t.signIn('bilingual@example.com', TEST_PASSWORD);
  }, 120_000);
  afterAll(() => t.close());

  const patch = (body: unknown, lang = 'en') =>
    t
      .http()
      .patch('/api/v1/account/profile')
      .set('Cookie', cookie)
      .set('Accept-Language', lang)
      .send(body as object);
  const describeAs = async (description: Record<string, string>) => {
    const { body } = await patch({ description }).expect(200);
    position = Math.max(position, body.position);
  };
  /** What a signed-out visitor's API read answers, once the read models hold the last write. */
  const visitorView = async () =>
    (await t.http().get(`/api/v1/profiles/${proId}`).set('X-Min-Position', String(position)).expect(200)).body;
  /** A served profile page, as a signed-out visitor gets it. */
  const page = async (lang: 'en' | 'es') => {
    await visitorView();
    const document = parse((await t.http().get(`/${lang}/profile/${proId}`).expect(200)).text);
    const about = document.querySelector('#root .profile-about');
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    return {
      text: about?.textContent,
      textLang: about?.getAttribute('lang'),
      marker: document.querySelector('#root .profile-about-language')?.textContent ?? null,
      meta: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      jsonLd: jsonLd.description as string | undefined,
    };
  };
  const describedEvents = async () =>
    (await t.runtime.adapters.eventStore.readStream(streamIds.user(proId))).filter(
      (event) => event.type === 'ProfileDescribed',
    );

  it('keeps both languages, records them in one v2 event, and shows each page its own, unmarked', async () => {
    expect(await visitorView()).toMatchObject({ description: { en: ENGLISH, es: SPANISH } });
    const [described] = await describedEvents();
    expect(described).toMatchObject({
      data: { description: { en: ENGLISH, es: SPANISH } },
      metadata: { schemaVersion: 2 },
    });

    expect(await page('es')).toEqual({ text: SPANISH, textLang: 'es', marker: null, meta: SPANISH, jsonLd: SPANISH });
    expect(await page('en')).toEqual({ text: ENGLISH, textLang: 'en', marker: null, meta: ENGLISH, jsonLd: ENGLISH });
  });

  it('changes one language and keeps the other; a repeat appends nothing', async () => {
    await describeAs({ es: 'Fugas y bombas.' });
    expect((await visitorView()).description).toEqual({ en: ENGLISH, es: 'Fugas y bombas.' });
    const before = await t.runtime.adapters.eventStore.headPosition();
    await patch({ description: { es: 'Fugas y bombas.' } }).expect(200);
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
  });

  it('clears one language: a Spanish page then shows the English text marked "Escrito en inglés", in English', async () => {
    await describeAs({ es: '' });
    expect((await visitorView()).description).toEqual({ en: ENGLISH });
    expect((await describedEvents()).at(-1)!.data).toMatchObject({ description: { en: ENGLISH } });

    expect(await page('es')).toEqual({
      text: ENGLISH,
      textLang: 'en',
      marker: 'Escrito en inglés',
      // Link previews and search results fall back to the other language too.
      meta: ENGLISH,
      jsonLd: ENGLISH,
    });
    expect(await page('en')).toMatchObject({ text: ENGLISH, textLang: 'en', marker: null });
  });

  it('shows an English page a Spanish-only text marked "Written in Spanish", in Spanish', async () => {
    await describeAs({ en: '', es: SPANISH });
    expect((await visitorView()).description).toEqual({ es: SPANISH });
    expect(await page('en')).toEqual({
      text: SPANISH,
      textLang: 'es',
      marker: 'Written in Spanish',
      meta: SPANISH,
      jsonLd: SPANISH,
    });
    expect(await page('es')).toMatchObject({ text: SPANISH, marker: null });
  });

  it('cuts a long description for the meta description at a word, and keeps it whole in the page', async () => {
    const long = `${'Fontanería y electricidad en casas de la costa. '.repeat(6)}Fin.`;
    await describeAs({ es: long });
    const served = await page('es');
    expect(served.text).toBe(long);
    expect(served.meta!.length).toBeLessThanOrEqual(160);
    expect(served.meta).toMatch(/^Fontanería y electricidad en casas de la costa\. .*[a-z]…$/);
    await describeAs({ es: SPANISH });
  });

  it.each([
    ['en', 'en', 'The English description can have at most 2000 characters.'],
    ['es', 'en', 'La descripción en inglés puede tener como máximo 2000 caracteres.'],
    ['en', 'es', 'The Spanish description can have at most 2000 characters.'],
    ['es', 'es', 'La descripción en español puede tener como máximo 2000 caracteres.'],
  ])(
    '(%s) refuses description.%s over the limit, naming its language, and writes nothing',
    async (lang, field, message) => {
      const before = await t.runtime.adapters.eventStore.headPosition();
      const response = await patch(
        { description: { [field]: 'x'.repeat(PROFILE_DESCRIPTION_MAX_LENGTH + 1) } },
        lang,
      ).expect(400);
      expect(response.body.code).toBe('REQUEST.INVALID');
      expect(response.body.details.issues).toEqual([{ path: `description.${field}`, message }]);
      expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
    },
  );

  it('takes each language up to the limit', async () => {
    await describeAs({
      en: 'y'.repeat(PROFILE_DESCRIPTION_MAX_LENGTH),
      es: 'z'.repeat(PROFILE_DESCRIPTION_MAX_LENGTH),
    });
    expect((await visitorView()).description).toEqual({
      en: 'y'.repeat(PROFILE_DESCRIPTION_MAX_LENGTH),
      es: 'z'.repeat(PROFILE_DESCRIPTION_MAX_LENGTH),
    });
  });

  it.each([
    ['the old single text', 'Fontanería'],
    ['another language', { fr: 'Plomberie' }],
    ['no language at all', {}],
    ['a text that is not text', { es: 42 }],
  ])('refuses %s as 400 REQUEST.INVALID, writing nothing', async (_case, description) => {
    const before = await t.runtime.adapters.eventStore.headPosition();
    expect((await patch({ description }).expect(400)).body.code).toBe('REQUEST.INVALID');
    expect(await t.runtime.adapters.eventStore.headPosition()).toBe(before);
  });
});

describe('a description written before it had languages (v1 ProfileDescribed)', () => {
  let dataDir: string;
  let t: TestApp | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gp-description-v1-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("still reads, under its text's language, and the pro's next change keeps it", async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    const pro = await t.contractor('old-description@example.com', 'Old Pools');
    await t.close();
    // The log as the previous version wrote it: one text, no language, no schemaVersion.
    const db = openSqlite(join(dataDir, 'guanacaste.sqlite'));
    await new SqliteEventStore(db).appendToStream(
      streamIds.user(pro.userId),
      [
        {
          id: '00000000-0000-4000-8000-0000000000d1',
          type: 'ProfileDescribed',
          data: { userId: pro.userId, description: 'Weekly pool care for homes and rentals.', describedAt: 'x' },
          metadata: { actorId: pro.userId },
        },
      ],
      { expectedRevision: 'any' },
    );
    db.close();

    t = await createTestApp({ DATA_DIR: dataDir });
    const cookie = await t.signIn('old-description@example.com', TEST_PASSWORD);
    const head = await t.runtime.adapters.eventStore.headPosition();
    const view = async (position: number) =>
      (
        await t!
          .http()
          .get(`/api/v1/profiles/${pro.userId}`)
          .set('Cookie', cookie)
          .set('X-Min-Position', String(position))
          .expect(200)
      ).body;
    expect((await view(head)).description).toEqual({ en: 'Weekly pool care for homes and rentals.' });

    const { body } = await t
      .http()
      .patch('/api/v1/account/profile')
      .set('Cookie', cookie)
      .send({ description: { es: 'Limpieza semanal de piscinas.' } })
      .expect(200);
    expect((await view(body.position)).description).toEqual({
      en: 'Weekly pool care for homes and rentals.',
      es: 'Limpieza semanal de piscinas.',
    });
  }, 60_000);
});
