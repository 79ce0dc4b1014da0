import { Query } from 'mingo';
import { type DirectoryQuery, weekTimeAt } from '@gp/shared';
import { openHoursOf, type DirectoryDocument } from '@gp/projections';
import { DomainError } from '../../core/errors/domain-error';
import { assertKnownFilterValues, directoryFilter, directorySorts } from './directory-search';
import { nearbyRanking, servingAndNearby, zoneAreaFilter } from './testing/zone-search-reference';

const pro = (id: string, facts: Partial<DirectoryDocument>): DirectoryDocument => ({
  _id: id,
  isPublic: true,
  isContractor: true,
  displayName: id,
  description: {},
  serviceIds: [],
  zoneIds: [],
  languageCodes: [],
  hours: null,
  serviceKeys: [],
  zoneKeys: [],
  zoneReach: [],
  openingSpans: [],
  searchText: '',
  profilePhotoId: null,
  chosenProfilePhotoId: null,
  approvedPhotoIds: [],
  phoneVerified: false,
  contactChoice: { preferences: { whatsapp: false, call: false, message: true }, source: 'default' },
  createdAt: '2026-01-01T00:00:00.000Z',
  ratings: { reviews: {}, starCounts: [0, 0, 0, 0, 0], liveCount: 0 },
  ratingAverage: 4,
  ratingCount: 3,
  ratingScore: 4,
  responseTimes: [],
  ...facts,
  // Derived from the spans as the projection derives it.
  openHours: openHoursOf(facts.openingSpans ?? []),
});
const monday10 = { day: 1, minute: 600 };
const matching = (docs: DirectoryDocument[], filters: Partial<DirectoryQuery>, now = monday10) => {
  const query = new Query(directoryFilter(filters, now));
  return docs.filter((doc) => query.test(doc)).map((doc) => doc._id);
};
const ordered = (docs: DirectoryDocument[], sort: keyof typeof directorySorts) =>
  new Query({})
    .find<DirectoryDocument>(docs)
    .sort({ ...directorySorts[sort], _id: 1 })
    .all()
    .map((doc) => doc._id);

describe('directory filters', () => {
  const docs = [
    pro('plumber', {
      serviceKeys: ['plumbing', 'plumbing-and-water'],
      zoneKeys: ['nosara', 'nicoya'],
      languageCodes: ['es'],
      searchText: 'fontaneria plumber',
      ratingAverage: 4.5,
    }),
    pro('cleaner', {
      serviceKeys: ['house-cleaning', 'cleaning'],
      zoneKeys: ['tamarindo', 'santa-cruz'],
      languageCodes: ['en', 'es'],
      searchText: 'limpieza a.b',
      ratingAverage: 3.9,
    }),
    pro('hidden', { isPublic: false, serviceKeys: ['plumbing'], searchText: 'fontaneria' }),
  ];

  it('lists only public profiles', () => {
    expect(matching(docs, {})).toEqual(['plumber', 'cleaner']);
  });

  it('combines every filter', () => {
    expect(
      matching(docs, { service: 'plumbing-and-water', zone: 'nicoya', language: 'es', minRating: 4, q: 'Fontanería' }),
    ).toEqual(['plumber']);
    expect(matching(docs, { service: 'plumbing', language: 'en' })).toEqual([]);
    expect(matching(docs, { minRating: 4 })).toEqual(['plumber']);
  });

  it('needs every word of q, and reads it as text, not as a pattern', () => {
    expect(matching(docs, { q: 'PLUMBER fontanería' })).toEqual(['plumber']);
    expect(matching(docs, { q: 'plumber limpieza' })).toEqual([]);
    expect(matching(docs, { q: '.*' })).toEqual([]);
    expect(matching(docs, { q: 'a.b' })).toEqual(['cleaner']);
  });

  it('is open from the open time until just before the close time', () => {
    const open = [pro('open', { openingSpans: [{ day: 1, open: 420, close: 1020 }] })];
    expect(matching(open, { openNow: true }, { day: 1, minute: 420 })).toEqual(['open']);
    expect(matching(open, { openNow: true }, { day: 1, minute: 1019 })).toEqual(['open']);
    expect(matching(open, { openNow: true }, { day: 1, minute: 1020 })).toEqual([]);
    expect(matching(open, { openNow: true }, { day: 0, minute: 600 })).toEqual([]);
    expect(matching(open, { openNow: false }, { day: 0, minute: 600 })).toEqual(['open']);
  });

  it('reads the week in Costa Rica time (UTC−6), across midnight UTC', () => {
    // Monday 01:30 UTC is still Sunday 19:30 in Costa Rica.
    expect(weekTimeAt(Date.parse('2026-11-23T01:30:00Z'))).toEqual({ day: 0, minute: 19 * 60 + 30 });
    expect(weekTimeAt(Date.parse('2026-11-23T06:00:00Z'))).toEqual({ day: 1, minute: 0 });
  });

  it('refuses catalog ids the catalog does not hold', () => {
    expect(() => assertKnownFilterValues({ service: 'plumbing', zone: 'nosara', language: 'en' })).not.toThrow();
    for (const [filters, code] of [
      [{ service: 'plumbers' }, 'DIRECTORY.UNKNOWN_SERVICE'],
      [{ zone: 'narnia' }, 'DIRECTORY.UNKNOWN_ZONE'],
      [{ language: 'xx' }, 'DIRECTORY.UNKNOWN_LANGUAGE'],
    ] as const) {
      expect(() => assertKnownFilterValues(filters)).toThrow(expect.objectContaining({ code }) as DomainError);
    }
  });
});

describe('directory sorts', () => {
  it('ranks forty 4.8s above three 5s on "best" (Bayesian), and the other way on nothing else', () => {
    const docs = [
      pro('three-fives', {
        ratingAverage: 5,
        ratingCount: 3,
        ratingScore: (20 + 15) / 8,
        createdAt: '2026-03-01T00:00:00.000Z',
      }),
      pro('forty-4.8', {
        ratingAverage: 4.8,
        ratingCount: 40,
        ratingScore: (20 + 192) / 45,
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
      pro('ten-threes', {
        ratingAverage: 3,
        ratingCount: 10,
        ratingScore: (20 + 30) / 15,
        createdAt: '2026-02-01T00:00:00.000Z',
      }),
    ];
    expect(ordered(docs, 'best')).toEqual(['forty-4.8', 'three-fives', 'ten-threes']);
    expect(ordered(docs, 'reviews')).toEqual(['forty-4.8', 'ten-threes', 'three-fives']);
    expect(ordered(docs, 'newest')).toEqual(['three-fives', 'ten-threes', 'forty-4.8']);
  });
});

describe('pros near a searched zone', () => {
  const docs = [
    // Serves Tamarindo itself: listed before the nearby ones, never among them.
    pro('tamarindo', { zoneIds: ['tamarindo'], zoneKeys: ['tamarindo', 'santa-cruz'] }),
    pro('playa-grande', { zoneIds: ['playa-grande'], zoneKeys: ['playa-grande', 'santa-cruz'], ratingScore: 3 }),
    pro('langosta', { zoneIds: ['playa-langosta'], zoneKeys: ['playa-langosta', 'santa-cruz'], ratingScore: 4.5 }),
    pro('flamingo', { zoneIds: ['playa-flamingo'], zoneKeys: ['playa-flamingo', 'santa-cruz'] }),
    pro('samara', { zoneIds: ['samara'], zoneKeys: ['samara', 'nicoya'] }),
    pro('liberia', { zoneIds: ['liberia-centro'], zoneKeys: ['liberia-centro', 'liberia'] }),
    pro('hidden', { isPublic: false, zoneIds: ['playa-grande'], zoneKeys: ['playa-grande', 'santa-cruz'] }),
  ];
  const around = (filters: Partial<DirectoryQuery> & { zone: string }) => {
    const query = new Query(zoneAreaFilter(filters, monday10));
    return docs.filter((doc) => query.test(doc));
  };

  it('reads the public pros with a zone within 40 km, the zone itself included', () => {
    expect(around({ zone: 'tamarindo' }).map((doc) => doc._id)).toEqual([
      'tamarindo',
      'playa-grande',
      'langosta',
      'flamingo',
    ]);
    // The other filters still apply.
    expect(around({ zone: 'tamarindo', minRating: 5 }).map((doc) => doc._id)).toEqual([]);
  });

  it('lists those who serve the zone first, in the order read, and the others as nearby', () => {
    const { serving, nearby } = servingAndNearby('tamarindo', around({ zone: 'tamarindo' }));
    expect(serving).toEqual(['tamarindo']);
    expect(nearby.map((pro) => pro._id)).toEqual(['langosta', 'playa-grande', 'flamingo']);
  });

  it('ranks them by whole km, then by the requested sort, then by id; farther than 40 km they are out', () => {
    // A candidate is only near by its keys: the ranking measures it (Sámara, Liberia: over 50 km).
    const measured = docs.filter((doc) =>
      ['playa-grande', 'langosta', 'flamingo', 'samara', 'liberia'].includes(doc._id),
    );
    expect(nearbyRanking('tamarindo', measured)).toEqual([
      { _id: 'langosta', zoneId: 'playa-langosta', km: 2 },
      { _id: 'playa-grande', zoneId: 'playa-grande', km: 4 },
      { _id: 'flamingo', zoneId: 'playa-flamingo', km: 16 },
    ]);
  });

  it('keeps the order the candidates come in (the requested sort) among pros as far away', () => {
    const tied = [pro('b', { zoneIds: ['playa-grande'] }), pro('a', { zoneIds: ['playa-grande'] })];
    expect(nearbyRanking('tamarindo', tied).map((pro) => pro._id)).toEqual(['b', 'a']);
    expect(nearbyRanking('tamarindo', tied.toReversed()).map((pro) => pro._id)).toEqual(['a', 'b']);
  });
});
