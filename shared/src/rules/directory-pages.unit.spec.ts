import {
  directoryPath,
  directoryRedirect,
  landingIds,
  landingMeta,
  landingOfSegments,
  pathInLanguage,
} from './directory-pages';
import { LANGUAGES } from '../constants/constants';
import { SERVICE_CATALOG, serviceById } from '../catalog/services';
import { ZONES, zoneById } from '../catalog/zones';

describe('directory pages', () => {
  it("builds the directory and landing paths in each language's slugs", () => {
    expect(directoryPath('es')).toBe('/es/pros');
    expect(directoryPath('en', { serviceId: 'plumbing' })).toBe('/en/pros/plumbing');
    expect(directoryPath('en', { serviceId: 'plumbing', zoneId: 'nosara' })).toBe('/en/pros/plumbing/nosara');
    expect(directoryPath('es', { serviceId: 'plumbing', zoneId: 'nosara' })).toBe('/es/pros/fontaneria/nosara');
    expect(directoryPath('es', { serviceId: 'house-cleaning', zoneId: 'playas-del-coco' })).toBe(
      '/es/pros/limpieza-de-casas/playas-del-coco',
    );
  });

  it.each(LANGUAGES)('reads every landing path it builds in %s back as the same page', (lang) => {
    for (const { serviceId } of SERVICE_CATALOG) {
      for (const zoneId of [undefined, ...ZONES.map((zone) => zone.zoneId)]) {
        const ids = zoneId ? { serviceId, zoneId } : { serviceId };
        const [, , , ...segments] = directoryPath(lang, ids).split('/');
        const landing = landingOfSegments(lang, segments);
        expect(landing && landingIds(landing)).toEqual(ids);
      }
    }
  });

  it("reads a landing page back from the language's segments, and refuses what the catalog does not hold", () => {
    expect(landingOfSegments('es', [])).toBeUndefined();
    expect(landingOfSegments('en', ['plumbing'])).toEqual({ service: serviceById('plumbing') });
    expect(landingOfSegments('es', ['fontaneria', 'nosara'])).toEqual({
      service: serviceById('plumbing'),
      zone: zoneById('nosara'),
    });
    expect(landingOfSegments('es', ['fontaneria-y-agua', 'santa-cruz'])?.service.isCategory).toBe(true);
    expect(landingOfSegments('en', ['no-such-service'])).toBeNull();
    expect(landingOfSegments('en', ['plumbing', 'atlantis'])).toBeNull();
    expect(landingOfSegments('en', ['plumbing', 'nosara', 'extra'])).toBeNull();
    // The other language's slug is no page of this one: it redirects (below).
    expect(landingOfSegments('es', ['plumbing', 'nosara'])).toBeNull();
    expect(landingOfSegments('en', ['fontaneria'])).toBeNull();
  });

  it("redirects a landing path in the other language's slugs to the language's own, and nothing else", () => {
    expect(directoryRedirect('es', ['plumbing', 'nosara'])).toBe('/es/pros/fontaneria/nosara');
    expect(directoryRedirect('en', ['fontaneria'])).toBe('/en/pros/plumbing');
    expect(directoryRedirect('en', ['fontaneria', 'nosara', ''])).toBe('/en/pros/plumbing/nosara');
    expect(directoryRedirect('es', ['fontaneria', 'nosara'])).toBeNull();
    expect(directoryRedirect('es', [])).toBeNull();
    expect(directoryRedirect('es', ['no-such-service'])).toBeNull();
    expect(directoryRedirect('es', ['plumbing', 'atlantis'])).toBeNull();
    expect(directoryRedirect('en', ['fontaneria', 'nosara', 'extra'])).toBeNull();
  });

  it("gives the same page in another language, with the directory's slugs translated", () => {
    expect(pathInLanguage('/en/pros/plumbing/nosara', 'es')).toBe('/es/pros/fontaneria/nosara');
    expect(pathInLanguage('/es/pros/fontaneria', 'en')).toBe('/en/pros/plumbing');
    expect(pathInLanguage('/es/pros', 'en')).toBe('/en/pros');
    expect(pathInLanguage('/es/pros/fontaneria', 'es')).toBe('/es/pros/fontaneria');
    expect(pathInLanguage('/en/profile/abc', 'es')).toBe('/es/profile/abc');
    expect(pathInLanguage('/es', 'en')).toBe('/en');
    // A path that names no page keeps its words: the 404 page in the other language.
    expect(pathInLanguage('/en/pros/atlantis', 'es')).toBe('/es/pros/atlantis');
  });

  it('gives every landing page its own title and description in each language', () => {
    const plumbingInNosara = { service: serviceById('plumbing')!, zone: zoneById('nosara')! };
    expect(landingMeta('en', plumbingInNosara).title).toBe('Plumbing in Nosara: reviewed local pros · Guanacaste Pros');
    expect(landingMeta('es', plumbingInNosara).title).toBe(
      'Fontanería en Nosara: profesionales locales con reseñas · Guanacaste Pros',
    );
    expect(landingMeta('en', { service: serviceById('plumbing')! }).heading).toBe('Plumbing in Guanacaste');
    expect(landingMeta('es', plumbingInNosara).description).toContain('Fontanería en Nosara');
  });
});
