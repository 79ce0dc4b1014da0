import { directoryPath, directorySubpath, landingMeta, landingOfSegments } from './directory-pages';
import { serviceById } from '../catalog/services';
import { zoneById } from '../catalog/zones';

describe('directory pages', () => {
  it('builds the directory and landing paths from catalog ids', () => {
    expect(directoryPath('es')).toBe('/es/pros');
    expect(directoryPath('en', { serviceId: 'plumbing' })).toBe('/en/pros/plumbing');
    expect(directoryPath('es', { serviceId: 'plumbing', zoneId: 'nosara' })).toBe('/es/pros/plumbing/nosara');
    expect(directorySubpath({ serviceId: 'plumbing', zoneId: 'nosara' })).toBe('pros/plumbing/nosara');
    expect(directorySubpath()).toBe('pros');
  });

  it('reads a landing page back from its segments, and refuses what the catalog does not hold', () => {
    expect(landingOfSegments([])).toBeUndefined();
    expect(landingOfSegments(['plumbing'])).toEqual({ service: serviceById('plumbing') });
    expect(landingOfSegments(['plumbing', 'nosara'])).toEqual({
      service: serviceById('plumbing'),
      zone: zoneById('nosara'),
    });
    expect(landingOfSegments(['plumbing-and-water', 'santa-cruz'])?.service.isCategory).toBe(true);
    expect(landingOfSegments(['no-such-service'])).toBeNull();
    expect(landingOfSegments(['plumbing', 'atlantis'])).toBeNull();
    expect(landingOfSegments(['plumbing', 'nosara', 'extra'])).toBeNull();
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
