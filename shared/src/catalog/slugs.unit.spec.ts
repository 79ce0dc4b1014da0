import { LANGUAGES } from '../constants/constants';
import { SERVICE_CATALOG, serviceById } from './services';
import { SERVICE_SLUGS, ZONE_SLUGS, type CatalogSlugs } from './slugs';
import { ZONES } from './zones';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe.each([
  ['service', SERVICE_SLUGS, SERVICE_CATALOG.map((entry) => entry.serviceId)],
  ['zone', ZONE_SLUGS, ZONES.map((zone) => zone.zoneId)],
] as const)('%s slugs', (_kind, slugs: CatalogSlugs, ids: readonly string[]) => {
  it.each(LANGUAGES)('give every id a unique lowercase ASCII slug in %s that reads back as the id', (lang) => {
    const all = ids.map((id) => slugs.slug(lang, id));
    expect(new Set(all).size).toBe(ids.length);
    for (const [index, slug] of all.entries()) {
      expect(slug).toMatch(SLUG);
      expect(slugs.idOf(lang, slug)).toBe(ids[index]);
    }
  });

  it("never name one entry in Spanish with another entry's English slug, so a slug tells its entry in any language", () => {
    for (const id of ids) {
      expect(slugs.idInAnyLanguage(slugs.slug('es', id))).toBe(id);
      expect(slugs.idInAnyLanguage(slugs.slug('en', id))).toBe(id);
    }
  });
});

describe('Spanish slugs', () => {
  it('give every service and category a Spanish word of its own', () => {
    for (const { serviceId } of SERVICE_CATALOG) expect(SERVICE_SLUGS.slug('es', serviceId)).not.toBe(serviceId);
    expect(SERVICE_SLUGS.slug('es', 'plumbing')).toBe('fontaneria');
    expect(SERVICE_SLUGS.slug('es', 'air-conditioning')).toBe('aire-acondicionado');
    expect(SERVICE_SLUGS.slug('es', 'house-cleaning')).toBe('limpieza-de-casas');
    expect(SERVICE_SLUGS.slug('en', 'plumbing')).toBe('plumbing');
    expect(serviceById(SERVICE_SLUGS.idOf('es', 'piscinas') ?? '')?.serviceId).toBe('pool-maintenance');
    expect(SERVICE_SLUGS.idOf('en', 'fontaneria')).toBeUndefined();
    expect(SERVICE_SLUGS.idOf('es', 'plumbing')).toBeUndefined();
  });

  it('keep the names of places, whose ids are their Spanish names', () => {
    expect(ZONE_SLUGS.slug('es', 'playas-del-coco')).toBe('playas-del-coco');
    expect(ZONE_SLUGS.slug('es', 'samara')).toBe('samara');
    expect(ZONE_SLUGS.slug('en', 'samara')).toBe('samara');
  });
});
