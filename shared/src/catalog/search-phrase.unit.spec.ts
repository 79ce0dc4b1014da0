import { findServiceIds, parseSearchPhrase, type SearchPhrase } from './search-phrase';
import { searchServices } from './search';
import { SERVICES } from './services';

type Row = [phrase: string, lang: 'en' | 'es', expected: SearchPhrase];

const PHRASES: Row[] = [
  // Spanish: trades by name, keyword and Costa Rican usage, places with and without accents
  ['fontanero en Nosara', 'es', { service: 'plumbing', zone: 'nosara', q: '' }],
  ['Fontanería Nosara', 'es', { service: 'plumbing', zone: 'nosara', q: '' }],
  ['fontaneria nosara', 'es', { service: 'plumbing', zone: 'nosara', q: '' }],
  ['PLOMERO en TAMARINDO', 'es', { service: 'plumbing', zone: 'tamarindo', q: '' }],
  ['plomeros cerca de Tamarindo', 'es', { service: 'plumbing', zone: 'tamarindo', q: '' }],
  ['fuga Sámara', 'es', { service: 'plumbing', zone: 'samara', q: '' }],
  ['fugas en Samara', 'es', { service: 'plumbing', zone: 'samara', q: '' }],
  ['fuga de agua en Coco', 'es', { service: 'plumbing', zone: 'playas-del-coco', q: '' }],
  ['necesito fontanero urgente Nosara', 'es', { service: 'plumbing', zone: 'nosara', q: 'urgente' }],
  ['AC Liberia', 'es', { service: 'air-conditioning', zone: 'liberia', q: '' }],
  ['A/C en Playas del Coco', 'es', { service: 'air-conditioning', zone: 'playas-del-coco', q: '' }],
  ['aire acondicionado Santa Cruz', 'es', { service: 'air-conditioning', zone: 'santa-cruz', q: '' }],
  ['aires acondicionados en Liberia centro', 'es', { service: 'air-conditioning', zone: 'liberia-centro', q: '' }],
  ['limpieza de casas Sámara', 'es', { service: 'house-cleaning', zone: 'samara', q: '' }],
  ['limpieza de casa en Playa Flamingo', 'es', { service: 'house-cleaning', zone: 'playa-flamingo', q: '' }],
  ['limpieza Brasilito', 'es', { service: 'house-cleaning', zone: 'brasilito', q: '' }],
  ['pintor en Huacas', 'es', { service: 'painting', zone: 'huacas', q: '' }],
  ['pintores para Cañas', 'es', { service: 'painting', zone: 'canas', q: '' }],
  ['piscina Guiones', 'es', { service: 'pool-maintenance', zone: 'playa-guiones', q: '' }],
  ['piscinas en Playa Guiones', 'es', { service: 'pool-maintenance', zone: 'playa-guiones', q: '' }],
  ['fuga en piscina Potrero', 'es', { service: 'pool-construction', zone: 'playa-potrero', q: '' }],
  ['electricista 24 horas Nicoya', 'es', { service: 'electrical', zone: 'nicoya', q: '24 horas' }],
  ['chapea en Filadelfia', 'es', { service: 'lawn-mowing', zone: 'filadelfia', q: '' }],
  ['comején Playa Carrillo', 'es', { service: 'termite-control', zone: 'playa-carrillo', q: '' }],
  ['cerrajero Carrillo', 'es', { service: 'locksmith', zone: 'carrillo', q: '' }],
  ['jardinero en Las Catalinas', 'es', { service: 'gardening-and-landscaping', zone: 'las-catalinas', q: '' }],
  ['mudanza de Liberia', 'es', { service: 'moving', zone: 'liberia', q: '' }],
  ['cerca eléctrica en La Cruz', 'es', { service: 'electric-fences', zone: 'la-cruz', q: '' }],
  ['cerca de Tamarindo', 'es', { zone: 'tamarindo', q: '' }],
  ['Sámara', 'es', { zone: 'samara', q: '' }],
  ['fontanero', 'es', { service: 'plumbing', q: '' }],
  ['Pinturas y Acabados', 'es', { service: 'painting', q: 'Acabados' }],
  ['Marta González', 'es', { q: 'Marta González' }],
  ['fontanero Nosara plomero Sámara', 'es', { service: 'plumbing', zone: 'nosara', q: 'Sámara' }],
  ['fontanero y electricista Tamarindo', 'es', { service: 'plumbing', zone: 'tamarindo', q: 'electricista' }],
  ['¿plomero en Nosara?', 'es', { service: 'plumbing', zone: 'nosara', q: '' }],
  // English, and English words on the Spanish page (and back)
  ['plumber Tamarindo', 'en', { service: 'plumbing', zone: 'tamarindo', q: '' }],
  ['plumbers near Tamarindo', 'en', { service: 'plumbing', zone: 'tamarindo', q: '' }],
  ['plumber in Playas del Coco', 'en', { service: 'plumbing', zone: 'playas-del-coco', q: '' }],
  ['leak in Nosara', 'en', { service: 'plumbing', zone: 'nosara', q: '' }],
  ['leaks Nosara', 'en', { service: 'plumbing', zone: 'nosara', q: '' }],
  ['AC repair Liberia', 'en', { service: 'air-conditioning', zone: 'liberia', q: '' }],
  ['air conditioning in Samara', 'en', { service: 'air-conditioning', zone: 'samara', q: '' }],
  ['A/C near Coco', 'en', { service: 'air-conditioning', zone: 'playas-del-coco', q: '' }],
  ['house cleaning Sámara', 'en', { service: 'house-cleaning', zone: 'samara', q: '' }],
  ['I need a house cleaner in Flamingo', 'en', { service: 'house-cleaning', zone: 'playa-flamingo', q: '' }],
  ['painter Nosara', 'en', { service: 'painting', zone: 'nosara', q: '' }],
  ['pool cleaning Playa Grande', 'en', { service: 'pool-maintenance', zone: 'playa-grande', q: '' }],
  ['pool guy near Tamarindo', 'en', { service: 'pool-maintenance', zone: 'tamarindo', q: 'guy' }],
  ['electrician Nicoya', 'en', { service: 'electrical', zone: 'nicoya', q: '' }],
  ['looking for a locksmith in Liberia', 'en', { service: 'locksmith', zone: 'liberia', q: '' }],
  ['urgent plumber Nosara', 'en', { service: 'plumbing', zone: 'nosara', q: 'urgent' }],
  ['fontanero in Nosara', 'en', { service: 'plumbing', zone: 'nosara', q: '' }],
  ['plumber en Sámara', 'es', { service: 'plumbing', zone: 'samara', q: '' }],
];

describe('parseSearchPhrase', () => {
  it.each(PHRASES)('reads "%s" (%s)', (phrase, lang, expected) => {
    expect(parseSearchPhrase(phrase, lang)).toEqual(expected);
  });

  it('takes the longest name first: a multi-word place or trade is never split into its words', () => {
    // "Santa Cruz centro" is a town, "Santa Cruz" its canton; "cerca eléctrica" a service, "cerca" fences.
    expect(parseSearchPhrase('Santa Cruz centro', 'es')).toEqual({ zone: 'santa-cruz-centro', q: '' });
    expect(parseSearchPhrase('Playa Carrillo', 'es')).toEqual({ zone: 'playa-carrillo', q: '' });
    expect(parseSearchPhrase('cerca eléctrica', 'es').service).toBe('electric-fences');
  });

  it('keeps blank and filler-only text empty', () => {
    expect(parseSearchPhrase('   ', 'es')).toEqual({ q: '' });
    expect(parseSearchPhrase('en de para', 'es')).toEqual({ q: '' });
  });
});

describe('service pickers and plurals', () => {
  it('finds a keyword typed in the plural', () => {
    const ids = (term: string) => searchServices(term, 'es').map((service) => service.serviceId);
    expect(ids('fugas')).toEqual(expect.arrayContaining(['plumbing', 'pool-construction']));
    expect(ids('fuga')).toEqual(ids('fugas'));
    expect(searchServices('pintores', 'es')[0]?.serviceId).toBe('painting');
  });
});

describe('findServiceIds: the pickers search as the directory reads a phrase', () => {
  // Every picker's first result is the service the directory's search box reads the same words as.
  it.each([
    ['fugas', 'es', 'plumbing'],
    ['fuga', 'es', 'plumbing'],
    ['Fontanero', 'es', 'plumbing'],
    ['plomería', 'es', 'plumbing'],
    ['plomeria', 'es', 'plumbing'],
    ['fugas', 'en', 'plumbing'],
    ['leaks', 'en', 'plumbing'],
    ['leak', 'es', 'plumbing'],
    ['plumber', 'es', 'plumbing'],
    ['Plumbers', 'en', 'plumbing'],
    ['pintores', 'es', 'painting'],
    ['painter', 'es', 'painting'],
    ['electricistas', 'en', 'electrical'],
  ] as const)('"%s" on the %s page finds %s first, as the directory does', (term, lang, serviceId) => {
    expect(parseSearchPhrase(term, lang).service).toBe(serviceId);
    expect(findServiceIds(term, lang)[0]).toBe(serviceId);
  });

  it('still finds a service from the first letters typed, the page language first', () => {
    expect(findServiceIds('fon', 'es')).toContain('plumbing');
    expect(findServiceIds('plumb', 'es')).toContain('plumbing');
    expect(findServiceIds('fuga', 'es')).toEqual(expect.arrayContaining(['plumbing', 'pool-construction']));
  });

  it('lists each service once, and every service for a blank term', () => {
    const ids = findServiceIds('fugas', 'es');
    expect(new Set(ids).size).toBe(ids.length);
    expect(findServiceIds('  ', 'es')).toHaveLength(SERVICES.length);
  });
});
