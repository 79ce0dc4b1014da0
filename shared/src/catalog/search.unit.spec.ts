import { highlightMatches, normalizeForSearch, searchLanguages, searchServices, searchZones } from './search';
import { SERVICES } from './services';

const serviceIds = (term: string, lang: 'en' | 'es') => searchServices(term, lang).map((service) => service.serviceId);

describe('normalizeForSearch', () => {
  it('lowercases, strips diacritics and collapses whitespace', () => {
    expect(normalizeForSearch('  Fontanería \t y   PLOMERÍA ')).toBe('fontaneria y plomeria');
    expect(normalizeForSearch('Cañas Dulces')).toBe('canas dulces');
    expect(normalizeForSearch('Sa\u0301mara')).toBe('samara');
    expect(normalizeForSearch('A/C')).toBe('a/c');
  });
});

describe('searchServices (spec §5: label or keywords)', () => {
  it.each([
    ['fontanería', 'es'],
    ['fontaneria', 'es'],
    ['plomería', 'es'],
    ['PLOMERO', 'es'],
    ['plumber', 'en'],
    ['plumb', 'en'],
  ] as const)('finds plumbing first for "%s" (%s)', (term, lang) => {
    expect(serviceIds(term, lang)[0]).toBe('plumbing');
  });

  it('finds air conditioning for A/C in both languages, ahead of names that merely contain "ac"', () => {
    expect(serviceIds('A/C', 'en')[0]).toBe('air-conditioning');
    expect(serviceIds('a/c', 'es')[0]).toBe('air-conditioning');
    const ac = serviceIds('ac', 'en');
    expect(ac[0]).toBe('air-conditioning');
    expect(ac).toContain('vacation-rental-cleaning');
  });

  it('knows Costa Rican words', () => {
    expect(serviceIds('chapea', 'es')).toEqual(['lawn-mowing']);
    expect(serviceIds('comején', 'es')).toEqual(['termite-control']);
    expect(serviceIds('refrigeradora', 'es')).toEqual(['appliance-repair']);
    expect(serviceIds('cedazo', 'es')).toEqual(['screen-repair']);
  });

  it('lists name-start matches alphabetically, then keyword matches', () => {
    const results = searchServices('limpieza', 'es');
    const startingWithTerm = results.filter((service) => service.name.es.startsWith('Limpieza'));
    expect(startingWithTerm.length).toBeGreaterThanOrEqual(4);
    expect(results.slice(0, startingWithTerm.length)).toEqual(startingWithTerm);
    const names = startingWithTerm.map((service) => service.name.es);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(results.map((service) => service.serviceId)).toContain('pool-maintenance');
  });

  it('ranks a word of the name above a keyword', () => {
    const ids = serviceIds('cleaning', 'en');
    expect(ids.indexOf('house-cleaning')).toBeLessThan(ids.indexOf('window-washing'));
    expect(ids.indexOf('septic-tank-cleaning')).toBeLessThan(ids.indexOf('pressure-washing'));
  });

  it('searches the interface language only and never returns categories', () => {
    expect(serviceIds('fontanero', 'en')).toEqual([]);
    expect(serviceIds('plumber', 'es')).toEqual([]);
    const pest = searchServices('pest control', 'en');
    expect(pest.map((service) => service.serviceId)).toEqual(['pest-control']);
    expect(pest[0]?.isCategory).toBe(false);
  });

  it('lists every service for a blank term', () => {
    expect(searchServices('  ', 'en')).toHaveLength(SERVICES.length);
  });
});

describe('highlightMatches (spec §5: highlight from 3 characters)', () => {
  it('does not highlight terms under 3 characters', () => {
    expect(highlightMatches('Plumbing', 'pl')).toEqual([{ text: 'Plumbing', match: false }]);
    expect(highlightMatches('Plumbing', '  pl  ')).toEqual([{ text: 'Plumbing', match: false }]);
  });

  it('highlights from 3 characters', () => {
    expect(highlightMatches('Plumbing', 'plu')).toEqual([
      { text: 'Plu', match: true },
      { text: 'mbing', match: false },
    ]);
  });

  it('maps accent-insensitive matches back onto the accented label', () => {
    expect(highlightMatches('Sámara', 'sama')).toEqual([
      { text: 'Sáma', match: true },
      { text: 'ra', match: false },
    ]);
    expect(highlightMatches('Fontanería', 'ERIA')).toEqual([
      { text: 'Fontan', match: false },
      { text: 'ería', match: true },
    ]);
    expect(highlightMatches('Cafe\u0301 bar', 'cafe')).toEqual([
      { text: 'Cafe\u0301', match: true },
      { text: ' bar', match: false },
    ]);
  });

  it('highlights every occurrence and keeps the label intact', () => {
    const segments = highlightMatches('Playa Pelada y Playa Guiones', 'PLAYA');
    expect(segments).toEqual([
      { text: 'Playa', match: true },
      { text: ' Pelada y ', match: false },
      { text: 'Playa', match: true },
      { text: ' Guiones', match: false },
    ]);
  });

  it('matches across collapsed whitespace', () => {
    expect(highlightMatches('Aire  acondicionado', 'aire acon')).toEqual([
      { text: 'Aire  acon', match: true },
      { text: 'dicionado', match: false },
    ]);
  });

  it('leaves a label without the term whole', () => {
    expect(highlightMatches('Moving', 'plumb')).toEqual([{ text: 'Moving', match: false }]);
  });
});

describe('searchZones', () => {
  const zoneIds = (term: string) => searchZones(term).map((zone) => zone.zoneId);

  it('ignores accents and case', () => {
    expect(zoneIds('sama')[0]).toBe('samara');
    expect(zoneIds('TILARAN')).toEqual(['tilaran', 'nuevo-arenal']);
    expect(zoneIds('coco')).toEqual(['playas-del-coco']);
  });

  it('finds places by their canton after the places named by the term', () => {
    const ids = zoneIds('carrillo');
    expect(ids.slice(0, 2)).toEqual(['carrillo', 'playa-carrillo']);
    expect(ids).toContain('playas-del-coco');
    expect(ids).toContain('filadelfia');
    expect(ids).not.toContain('tamarindo');
  });
});

describe('searchLanguages', () => {
  const codes = (term: string, lang: 'en' | 'es') => searchLanguages(term, lang).map((language) => language.code);

  it('matches the code exactly, then names', () => {
    expect(codes('en', 'en')[0]).toBe('en');
    expect(codes('es', 'es')[0]).toBe('es');
  });

  it('matches names in either language, the interface language first', () => {
    expect(codes('alem', 'es')).toEqual(['de']);
    expect(codes('germ', 'es')).toEqual(['de']);
    expect(codes('ingles', 'en')).toEqual(['en']);
    expect(codes('port', 'en')[0]).toBe('pt');
  });
});
