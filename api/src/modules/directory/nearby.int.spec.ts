import { defaultHours, type DirectoryItem, type DirectoryPage } from '@gp/shared';
import { setClock } from '../../infrastructure/clock/set-clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createContractors, type TestContractor } from '../../testing/contractors';

const pro = (email: string, displayName: string, zoneIds: string[], ratings: number[]): TestContractor => ({
  email,
  displayName,
  ratings,
  profile: {
    description: { es: 'Limpieza de casas.' },
    serviceIds: ['house-cleaning'],
    zoneIds,
    languageCodes: ['es'],
    hours: defaultHours(),
  },
});

/**
 * Pros around Tamarindo (straight line from Tamarindo: Playa Grande 4 km across the estuary, Playa
 * Flamingo 16, Santa Cruz 28) and two far from it (Sámara 57, Liberia 57).
 */
const PROS = {
  tamarindo: pro('tamarindo@example.com', 'Tamarindo Clean', ['tamarindo'], [5, 5, 5]),
  tamarindoLangosta: pro('langosta@example.com', 'Langosta Home', ['tamarindo', 'playa-langosta'], [4, 4, 4]),
  // Serves the whole canton, Tamarindo with it.
  santaCruzCanton: pro('canton@example.com', 'Cantón Santa Cruz Services', ['santa-cruz'], [4, 4, 5]),
  playaGrande: pro('grande@example.com', 'Playa Grande Care', ['playa-grande'], [3, 3, 3, 4]),
  // Sámara is 57 km away, Playa Grande 4: the nearer place counts.
  grandeAndSamara: pro('grande-samara@example.com', 'Grande y Sámara', ['samara', 'playa-grande'], [5, 5, 4]),
  flamingo: pro('flamingo@example.com', 'Flamingo Fresh', ['playa-flamingo'], [5, 5, 5]),
  santaCruzTown: pro('town@example.com', 'Santa Cruz Limpia', ['santa-cruz-centro'], [5, 5, 5]),
  samara: pro('samara@example.com', 'Limpieza Sámara', ['samara'], [5, 5, 5]),
  liberia: pro('liberia@example.com', 'Liberia Spotless', ['liberia-centro'], [5, 5, 5]),
} satisfies Record<string, TestContractor>;

describe('GET /api/v1/pros?zone=…: the pros serving a zone, then those nearby', () => {
  const clock = setClock();
  let t: TestApp;
  let position = 0;

  const pros = async (query: string): Promise<DirectoryPage> => {
    const response = await t.http().get(`/api/v1/pros${query}`).set('X-Min-Position', String(position));
    expect(response.status).toBe(200);
    return response.body as DirectoryPage;
  };
  const listed = (page: DirectoryPage) =>
    page.items.map((item: DirectoryItem) => [
      item.displayName,
      item.nearby && `${item.nearby.zoneId} ${item.nearby.km}`,
    ]);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '10' }, { clock });
    ({ position } = await createContractors(t, PROS, clock));
  }, 180_000);
  afterAll(() => t.close());

  it('lists who serves Tamarindo first (best first), then who serves a place within 40 km, nearest first', async () => {
    const page = await pros('?zone=tamarindo');
    expect(listed(page)).toEqual([
      ['Tamarindo Clean', null],
      ['Cantón Santa Cruz Services', null],
      ['Langosta Home', null],
      // Both 4 km away: the better rated first.
      ['Grande y Sámara', 'playa-grande 4'],
      ['Playa Grande Care', 'playa-grande 4'],
      ['Flamingo Fresh', 'playa-flamingo 16'],
      ['Santa Cruz Limpia', 'santa-cruz-centro 28'],
    ]);
    // Sámara and Liberia are over 40 km away: not listed, not counted. Three serve Tamarindo itself.
    expect(page.total).toBe(7);
    expect(page.nearbyTotal).toBe(4);
  });

  it('keeps the requested order within each group: by review count, the same km falls to the one with more reviews', async () => {
    expect(listed(await pros('?zone=tamarindo&sort=reviews')).slice(3, 5)).toEqual([
      ['Playa Grande Care', 'playa-grande 4'],
      ['Grande y Sámara', 'playa-grande 4'],
    ]);
  });

  it.each([2, 3, 5])(
    'pages across both groups with pageSize=%i: every pro once, in order, the same total',
    async (size) => {
      const whole = listed(await pros('?zone=tamarindo'));
      const seen: unknown[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / size) + 1; page += 1) {
        const answer = await pros(`?zone=tamarindo&pageSize=${size}&page=${page}`);
        expect(answer).toMatchObject({ total: 7, nearbyTotal: 4, page, pageSize: size });
        expect(answer.items.length).toBe(Math.max(0, Math.min(size, whole.length - (page - 1) * size)));
        seen.push(...listed(answer));
      }
      expect(seen).toEqual(whole);
    },
  );

  it('applies the other filters to the nearby pros too', async () => {
    const page = await pros('?zone=tamarindo&minRating=5');
    expect(page).toMatchObject({ total: 3, nearbyTotal: 2 });
    expect(listed(page)).toEqual([
      ['Tamarindo Clean', null],
      ['Flamingo Fresh', 'playa-flamingo 16'],
      ['Santa Cruz Limpia', 'santa-cruz-centro 28'],
    ]);
  });

  it('shows the nearest pros at once where nobody serves the place, measuring a served canton by its nearest place', async () => {
    const page = await pros('?zone=playas-del-coco');
    expect(listed(page)).toEqual([
      ['Cantón Santa Cruz Services', 'las-catalinas 13'],
      ['Flamingo Fresh', 'playa-flamingo 16'],
      ['Grande y Sámara', 'playa-grande 29'],
      ['Playa Grande Care', 'playa-grande 29'],
      ['Liberia Spotless', 'liberia-centro 30'],
      ['Tamarindo Clean', 'tamarindo 32'],
      // Tamarindo is nearer to Coco than Playa Langosta.
      ['Langosta Home', 'tamarindo 32'],
      ['Santa Cruz Limpia', 'santa-cruz-centro 34'],
    ]);
    // Sámara (76 km) alone is too far.
    expect(page.total).toBe(8);
    expect(page.nearbyTotal).toBe(8);
  });

  it('marks nobody as nearby in a search without a zone', async () => {
    const page = await pros('?pageSize=50');
    expect(page.total).toBe(9);
    expect(page.nearbyTotal).toBe(0);
    expect(page.items.every((item) => item.nearby === null)).toBe(true);
  });
});
