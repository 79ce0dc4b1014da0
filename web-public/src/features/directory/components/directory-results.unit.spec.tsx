import { screen, within } from '@testing-library/react';
import { directoryPath, type DirectoryItem, type DirectoryPage } from '@gp/shared';
import { renderInPage } from '../../../testing/render-in-page';
import { EMPTY_SEARCH } from '../directory-search';
import { NoResults, ResultsCount, ResultsList } from './directory-results';

const poolsInCoco = { ...EMPTY_SEARCH, service: 'pool-maintenance', zone: 'playas-del-coco' };

describe('NoResults (nobody, not even within 40 km)', () => {
  it('(es) says nobody works there or near yet, and offers one link: the service anywhere', async () => {
    renderInPage(<NoResults search={poolsInCoco} />, 'es');
    expect(
      await screen.findByText(
        'Todavía no hay profesionales de mantenimiento de piscinas en Playas del Coco ni a menos de 40 km.',
      ),
    ).toBeTruthy();
    const links = screen.getAllByRole('link').filter((link) => link.classList.contains('wider-search-button'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Ver todos los profesionales de mantenimiento de piscinas en Guanacaste',
        directoryPath('es', { serviceId: 'pool-maintenance' }),
      ],
    ]);
  });

  it.each([
    ['en', 'No pool maintenance pros in or within 40 km of Playas del Coco match all of your filters.'],
    [
      'es',
      'Ningún profesional de mantenimiento de piscinas en Playas del Coco ni a menos de 40 km cumple todos tus filtros.',
    ],
  ] as const)('(%s) with "open now" on, does not claim nobody works there', async (lang, sentence) => {
    renderInPage(<NoResults search={{ ...poolsInCoco, openNow: true }} />, lang);
    expect(await screen.findByText(sentence)).toBeTruthy();
  });

  it('(en) without a service, offers every pro', async () => {
    renderInPage(<NoResults search={{ ...EMPTY_SEARCH, zone: 'bahia-salinas' }} />, 'en');
    expect(await screen.findByText('No pros in or within 40 km of Bahía Salinas match yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See every pro' }).getAttribute('href')).toBe(directoryPath('en'));
  });
});

const card = (id: string, nearby: DirectoryItem['nearby']): DirectoryItem => ({
  id,
  displayName: id,
  profilePhotoUrl: null,
  profilePhotoSources: null,
  rating: { average: 5, count: 3 },
  serviceIds: ['house-cleaning'],
  zoneIds: [nearby?.zoneId ?? 'tamarindo'],
  languageCodes: ['es'],
  openNow: false,
  responseSignal: null,
  phoneVerified: false,
  contact: { whatsapp: false, call: false, message: true },
  nearby,
});
const pageOf = (items: DirectoryItem[], page = 1): DirectoryPage => ({
  items,
  total: 30,
  nearbyTotal: 20,
  page,
  pageSize: 12,
});
const inTamarindo = { ...EMPTY_SEARCH, zone: 'tamarindo' };
const list = (page: DirectoryPage, lang: 'en' | 'es', search = inTamarindo) =>
  renderInPage(
    <ResultsList page={page} search={search} isUpdating={false} contactActions={() => null} hrefOfPage={String} />,
    lang,
  );
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('ResultsList in a search by place', () => {
  it('(en) lists the pros serving it, then the nearby ones under their own heading', async () => {
    list(pageOf([card('Tamarindo Clean', null), card('Playa Grande Care', { zoneId: 'playa-grande', km: 4 })]), 'en');
    const [serving, nearby] = await screen.findAllByRole('list');
    expect(namesIn(serving!)).toEqual(['Tamarindo Clean']);
    expect(screen.getByRole('list', { name: 'Nearby, within 40 km of Tamarindo' })).toBe(nearby);
    expect(namesIn(nearby!)).toEqual(['Playa Grande Care']);
    expect(within(nearby!).getByText('Playa Grande · 4 km away')).toBeTruthy();
  });

  it('(es) says first that nobody serves the place itself, when the first page holds nearby pros only', async () => {
    list(pageOf([card('Playa Grande Care', { zoneId: 'playa-grande', km: 4 })]), 'es');
    expect(await screen.findByText('Todavía no hay profesionales en Tamarindo para esta búsqueda.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cerca, a menos de 40 km de Tamarindo' })).toBeTruthy();
    expect(screen.getByText('Playa Grande · a 4 km')).toBeTruthy();
  });

  it('(en) on a later page of nearby pros, heads them without claiming nobody serves the place', async () => {
    list(pageOf([card('Flamingo Fresh', { zoneId: 'playa-flamingo', km: 16 })], 2), 'en');
    expect(await screen.findByRole('heading', { name: 'Nearby, within 40 km of Tamarindo' })).toBeTruthy();
    expect(screen.queryByText(/No pros in Tamarindo/)).toBeNull();
  });
});

describe('ResultsCount', () => {
  it.each([
    ['es', { total: 4, nearbyTotal: 3 }, '1 profesional en Tamarindo y 3 cerca'],
    ['en', { total: 4, nearbyTotal: 3 }, '1 pro in Tamarindo and 3 nearby'],
    ['es', { total: 4, nearbyTotal: 4 }, '0 profesionales en Tamarindo y 4 cerca'],
    ['en', { total: 2, nearbyTotal: 0 }, '2 pros in Tamarindo'],
    ['es', { total: 1, nearbyTotal: 0 }, '1 profesional en Tamarindo'],
  ] as const)(
    '(%s) in a search by place, counts who serves it apart from who is nearby: %o',
    async (lang, page, line) => {
      renderInPage(
        <p>
          <ResultsCount page={page} search={inTamarindo} />
        </p>,
        lang,
      );
      expect(await screen.findByText(line)).toBeTruthy();
    },
  );

  it('(es) without a place, counts every pro', async () => {
    renderInPage(
      <p>
        <ResultsCount page={{ total: 12, nearbyTotal: 0 }} search={EMPTY_SEARCH} />
      </p>,
      'es',
    );
    expect(await screen.findByText('12 profesionales')).toBeTruthy();
  });
});
