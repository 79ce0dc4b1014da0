import { defaultHours, type DirectoryItem } from '@gp/shared';
import { setClock } from '../../infrastructure/clock/set-clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createContractors, type TestContractor } from '../../testing/contractors';

const day = (open: string, close: string) => ({ open, close, isClosed: false });
const closed = { open: '7:00', close: '17:00', isClosed: true };

/** Three public pros, one that is not public yet (two reviews). Hours are Costa Rica time, index 0 = Sunday. */
const PROS = {
  plumber: {
    email: 'plumber@example.com',
    displayName: 'Fontanería Nosara',
    ratings: [5, 5, 5],
    profile: {
      description: { es: 'Fugas, tuberías y bombas.' },
      serviceIds: ['plumbing'],
      zoneIds: ['nosara'],
      languageCodes: ['es'],
      hours: defaultHours(),
    },
  },
  pools: {
    email: 'pools@example.com',
    displayName: 'Coco Pools',
    ratings: [5, 5, 4, 4],
    profile: {
      description: {
        en: 'Weekly pool care for vacation rentals.',
        es: 'Mantenimiento semanal para alquileres vacacionales.',
      },
      serviceIds: ['pool-maintenance'],
      zoneIds: ['santa-cruz'],
      languageCodes: ['en', 'es'],
      hours: defaultHours().map((hours, index) =>
        index === 0 ? day('8:00', '12:00') : index === 6 ? day('18:00', '23:45') : hours,
      ),
    },
  },
  electrician: {
    email: 'electrician@example.com',
    displayName: 'Liberia Electric',
    ratings: [4, 4, 4],
    profile: {
      description: { en: 'Wiring and breakers.' },
      serviceIds: ['electrical'],
      zoneIds: ['liberia-centro'],
      languageCodes: ['en'],
      // A lunch break on weekdays: 7:00 to 12:00 and 13:00 to 17:00.
      hours: defaultHours().map((hours, index) =>
        index === 6 ? closed : index === 0 ? hours : { ...hours, breakStart: '12:00', breakEnd: '13:00' },
      ),
    },
  },
  newcomer: {
    email: 'newcomer@example.com',
    displayName: 'Plomero Nuevo',
    ratings: [5, 5],
    profile: {
      description: { es: 'Fontanero en Nosara.' },
      serviceIds: ['plumbing'],
      zoneIds: ['nosara'],
      languageCodes: ['es', 'en'],
      hours: defaultHours(),
    },
  },
} satisfies Record<string, TestContractor>;
type ProName = keyof typeof PROS;

describe('GET /api/v1/pros: the directory', () => {
  // The app's time: 'open now' is decided at the instant a test sets.
  const clock = setClock();
  let t: TestApp;
  let admin: string;
  let position = 0;
  let ids: Record<ProName, string>;
  let reviewIds: Record<ProName, string[]>;
  const responses: string[] = [];

  const after = (response: { body: { position?: number } }) => {
    position = Math.max(position, response.body.position ?? 0);
    return response;
  };
  const pros = async (query: string, lang = 'en') => {
    const response = await t
      .http()
      .get(`/api/v1/pros${query}`)
      .set('Accept-Language', lang)
      .set('X-Min-Position', String(position));
    responses.push(response.text);
    return response;
  };
  const names = async (query: string) => {
    const response = await pros(query);
    expect(response.status).toBe(200);
    return (response.body.items as DirectoryItem[]).map((item) => item.displayName);
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' }, { clock });
    admin = await t.signInAsAdmin();
    ({ ids, reviewIds, position } = await createContractors(t, PROS, clock));
  }, 120_000);
  afterAll(() => t.close());

  it('lists only public profiles, best first (Bayesian average), with what a card shows', async () => {
    const response = await pros('');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(response.body.items.map((item: DirectoryItem) => item.displayName)).toEqual([
      'Fontanería Nosara',
      'Coco Pools',
      'Liberia Electric',
    ]);
    expect(response.body.items[1]).toEqual({
      id: ids.pools,
      displayName: 'Coco Pools',
      profilePhotoUrl: null,
      profilePhotoSources: null,
      rating: { average: 4.5, count: 4 },
      serviceIds: ['pool-maintenance'],
      zoneIds: ['santa-cruz'],
      languageCodes: ['en', 'es'],
      openNow: expect.any(Boolean),
      // No requests yet: no figure rather than a flattering one.
      responseSignal: null,
      phoneVerified: false,
      // No verified phone: only a message reaches this pro.
      contact: { whatsapp: false, call: false, message: true },
      // No zone was searched: nobody is listed as a neighbour.
      nearby: null,
    });
  });

  it('sorts by review count and by newest', async () => {
    expect(await names('?sort=reviews')).toEqual(['Coco Pools', 'Fontanería Nosara', 'Liberia Electric']);
    expect(await names('?sort=newest')).toEqual(['Liberia Electric', 'Coco Pools', 'Fontanería Nosara']);
  });

  it('filters by service, and a category finds its services', async () => {
    expect(await names('?service=plumbing')).toEqual(['Fontanería Nosara']);
    expect(await names('?service=electrical-and-solar')).toEqual(['Liberia Electric']);
    expect(await names('?service=house-cleaning')).toEqual([]);
  });

  it('matches a canton to its towns and a town to its canton, but not a town to its neighbour', async () => {
    // The pros serving the zone; those after them serve a place nearby (nearby.int.spec.ts).
    const serving = async (query: string) => {
      const response = await pros(query);
      return (response.body.items as DirectoryItem[]).filter((item) => !item.nearby).map((item) => item.displayName);
    };
    expect(await serving('?zone=tamarindo')).toEqual(['Coco Pools']);
    expect(await serving('?zone=santa-cruz')).toEqual(['Coco Pools']);
    expect(await serving('?zone=nicoya')).toEqual(['Fontanería Nosara']);
    expect(await serving('?zone=nosara')).toEqual(['Fontanería Nosara']);
    expect(await serving('?zone=playa-guiones')).toEqual([]);
    expect(await serving('?zone=liberia')).toEqual(['Liberia Electric']);
    // Nosara is 4 km from Playa Guiones, and Ostional (in Santa Cruz canton) 6 km.
    expect((await pros('?zone=playa-guiones')).body.items).toEqual([
      expect.objectContaining({ displayName: 'Fontanería Nosara', nearby: { zoneId: 'nosara', km: 4 } }),
      expect.objectContaining({ displayName: 'Coco Pools', nearby: { zoneId: 'ostional', km: 6 } }),
    ]);
  });

  it('filters by spoken language and minimum rating', async () => {
    expect(await names('?language=en')).toEqual(['Coco Pools', 'Liberia Electric']);
    expect(await names('?language=fr')).toEqual([]);
    expect(await names('?minRating=5')).toEqual(['Fontanería Nosara']);
    expect(await names('?minRating=4&sort=reviews')).toEqual(['Coco Pools', 'Fontanería Nosara', 'Liberia Electric']);
    expect(await names('?minRating=5&language=en')).toEqual([]);
  });

  it.each([
    ['fontaneria'],
    ['Fontanería'],
    ['FONTANERÍA'],
    ['plomero'],
    ['plumber'],
    ['Plumbing'],
    ['tuberias'],
    ['nosara fugas'],
  ])('finds the plumber for q=%s, ignoring case and accents, in English and Spanish', async (q) => {
    expect(await names(`?q=${encodeURIComponent(q)}`)).toEqual(['Fontanería Nosara']);
  });

  it('searches names, descriptions and service words in both languages', async () => {
    expect(await names('?q=piscina')).toEqual(['Coco Pools']);
    // The description in each language the pro wrote it.
    expect(await names('?q=weekly')).toEqual(['Coco Pools']);
    expect(await names('?q=alquileres')).toEqual(['Coco Pools']);
    expect(await names('?q=electricista')).toEqual(['Liberia Electric']);
    expect(await names('?q=plumber%20weekly')).toEqual([]);
  });

  it('treats hostile text as text', async () => {
    for (const q of ['</script>', '$&', '.*', '(', '{"$gt":""}'])
      expect(await names(`?q=${encodeURIComponent(q)}`)).toEqual([]);
    // A bidi override is dropped from the query, as from all free text: it searches for the word itself.
    expect(await names(`?q=${encodeURIComponent('\u202Eplumber')}`)).toEqual(await names('?q=plumber'));
  });

  it('combines every filter', async () => {
    expect(await names('?service=plumbing&zone=nicoya&language=es&minRating=5&q=fontaneria&sort=newest')).toEqual([
      'Fontanería Nosara',
    ]);
    expect(await names('?service=plumbing&language=en')).toEqual([]);
    expect(await names('?service=pool-maintenance&zone=playa-flamingo&language=en&minRating=4&q=pool')).toEqual([
      'Coco Pools',
    ]);
  });

  it('pages through the results', async () => {
    const first = await pros('?pageSize=2');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const second = await pros('?pageSize=2&page=2');
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    const seen = [...first.body.items, ...second.body.items].map((item: DirectoryItem) => item.displayName);
    expect(seen).toEqual(['Fontanería Nosara', 'Coco Pools', 'Liberia Electric']);
    expect((await pros('?pageSize=2&page=3')).body).toMatchObject({ items: [], total: 3, page: 3 });
  });

  describe('open now, in Costa Rica time', () => {
    const at = (instant: string) => clock.set(instant);

    it('on a weekday morning, everyone open is listed and marked open', async () => {
      at('2026-11-23T16:00:00Z'); // Monday 10:00 in Costa Rica
      const response = await pros('?openNow=true');
      expect(response.body.items.map((item: DirectoryItem) => [item.displayName, item.openNow])).toEqual([
        ['Fontanería Nosara', true],
        ['Coco Pools', true],
        ['Liberia Electric', true],
      ]);
    });

    it('late on Saturday night, when it is already Sunday in UTC', async () => {
      at('2026-11-29T05:30:00Z'); // Saturday 23:30 in Costa Rica
      expect(await names('?openNow=true')).toEqual(['Coco Pools']);
      const all = (await pros('')).body.items as DirectoryItem[];
      expect(all.map((item) => [item.displayName, item.openNow])).toEqual([
        ['Fontanería Nosara', false],
        ['Coco Pools', true],
        ['Liberia Electric', false],
      ]);
    });

    it('on Sunday, only who opens on Sundays', async () => {
      at('2026-11-29T16:00:00Z'); // Sunday 10:00 in Costa Rica
      expect(await names('?openNow=true')).toEqual(['Coco Pools']);
      expect(await names('?openNow=true&language=es')).toEqual(['Coco Pools']);
      at('2026-11-29T19:00:00Z'); // Sunday 13:00: the pool pro closed at noon
      expect(await names('?openNow=true')).toEqual([]);
      expect(await names('?openNow=false')).toHaveLength(3);
    });

    it('opens at the opening time in Costa Rica, when UTC is already past noon', async () => {
      at('2026-11-30T12:59:00Z'); // Monday 6:59 in Costa Rica
      expect(await names('?openNow=true')).toEqual([]);
      at('2026-11-30T13:00:00Z'); // Monday 7:00: opening time counts as open
      expect(await names('?openNow=true')).toEqual(['Fontanería Nosara', 'Coco Pools', 'Liberia Electric']);
    });
    it('leaves out a pro on a lunch break: closed from 12:00 up to 13:00', async () => {
      at('2026-11-30T18:30:00Z'); // Monday 12:30 in Costa Rica: Liberia Electric breaks from 12:00 to 13:00
      expect(await names('?openNow=true')).toEqual(['Fontanería Nosara', 'Coco Pools']);
      const all = (await pros('')).body.items as DirectoryItem[];
      expect(all.map((item) => [item.displayName, item.openNow])).toEqual([
        ['Fontanería Nosara', true],
        ['Coco Pools', true],
        ['Liberia Electric', false],
      ]);
      at('2026-11-30T17:59:00Z'); // Monday 11:59: still open
      expect(await names('?openNow=true')).toContain('Liberia Electric');
      at('2026-11-30T18:00:00Z'); // Monday 12:00: the break starts
      expect(await names('?openNow=true')).not.toContain('Liberia Electric');
      at('2026-11-30T19:00:00Z'); // Monday 13:00: open again
      expect(await names('?openNow=true')).toEqual(['Fontanería Nosara', 'Coco Pools', 'Liberia Electric']);
    });
  });

  it.each([
    ['?service=astronaut', 'en', 'DIRECTORY.UNKNOWN_SERVICE', 'This service is not in our list of services.'],
    ['?zone=atlantis', 'es', 'DIRECTORY.UNKNOWN_ZONE', 'Esta zona no está en nuestra lista de zonas.'],
    ['?language=xx', 'en', 'DIRECTORY.UNKNOWN_LANGUAGE', 'This language is not in our list of languages.'],
    ['?language=xx', 'es', 'DIRECTORY.UNKNOWN_LANGUAGE', 'Este idioma no está en nuestra lista de idiomas.'],
    ['?sort=cheapest', 'en', 'REQUEST.INVALID', 'The request is not valid.'],
    ['?minRating=6', 'en', 'REQUEST.INVALID', 'The request is not valid.'],
    ['?minRating=0', 'es', 'REQUEST.INVALID', 'La solicitud no es válida.'],
    ['?openNow=yes', 'en', 'REQUEST.INVALID', 'The request is not valid.'],
    ['?page=0', 'en', 'REQUEST.INVALID', 'The request is not valid.'],
    ['?colour=blue', 'en', 'REQUEST.INVALID', 'The request is not valid.'],
    [`?q=${'a'.repeat(101)}`, 'en', 'REQUEST.INVALID', 'The request is not valid.'],
  ])('answers %s with 400 %s (%s), not an empty page', async (query, lang, code, message) => {
    const response = await pros(query, lang);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code, message });
  });

  it('drops a profile the moment it stops being public', async () => {
    const unapproved = await t
      .http()
      .post(`/api/v1/admin/reviews/${reviewIds.electrician[0]!}/unapprove`)
      .set('Cookie', admin)
      .send({ expectedRevision: 1 })
      .expect(200);
    after(unapproved);
    expect(await names('')).toEqual(['Fontanería Nosara', 'Coco Pools']);
    after(
      await t
        .http()
        .post(`/api/v1/admin/reviews/${reviewIds.electrician[0]!}/approve`)
        .set('Cookie', admin)
        .send({ expectedRevision: 2 })
        .expect(200),
    );
    expect(await names('')).toEqual(['Fontanería Nosara', 'Coco Pools', 'Liberia Electric']);
  });

  it('never answers an email, in any response above', () => {
    expect(responses.length).toBeGreaterThan(40);
    for (const text of responses) expect(text).not.toMatch(/@/);
  });
});
