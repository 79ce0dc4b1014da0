import { SERVICE_CATALOG, SERVICE_CATEGORIES, SERVICES, serviceById, serviceNameInSentence } from './services';
import { serviceIdSchema } from '../schemas/catalog.schema';

describe('service catalog (spec §3 services collection)', () => {
  it('offers at least 40 services, each in a category of the catalog', () => {
    expect(SERVICES.length).toBeGreaterThanOrEqual(40);
    for (const service of SERVICES) {
      expect(service.isCategory).toBe(false);
      expect(serviceById(service.categoryId)?.isCategory).toBe(true);
    }
  });

  it('has categories that point to themselves and each group at least one service', () => {
    for (const category of SERVICE_CATEGORIES) {
      expect(category.isCategory).toBe(true);
      expect(category.categoryId).toBe(category.serviceId);
      expect(SERVICES.some((service) => service.categoryId === category.serviceId)).toBe(true);
    }
  });

  it('uses unique kebab-case ids across services and categories', () => {
    const ids = SERVICE_CATALOG.map((entry) => entry.serviceId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names every entry in both languages and keeps keywords lowercase and non-blank', () => {
    for (const entry of SERVICE_CATALOG) {
      expect(entry.name.en.trim()).not.toBe('');
      expect(entry.name.es.trim()).not.toBe('');
      for (const keyword of [...entry.keywords.en, ...entry.keywords.es]) {
        expect(keyword.trim()).toBe(keyword);
        expect(keyword).not.toBe('');
        expect(keyword).toBe(keyword.toLocaleLowerCase('es'));
      }
    }
  });

  it('includes the trades people hire in Guanacaste', () => {
    const required = [
      'handyman',
      'house-cleaning',
      'plumbing',
      'electrical',
      'air-conditioning',
      'refrigeration',
      'pool-maintenance',
      'gardening-and-landscaping',
      'painting',
      'carpentry',
      'masonry',
      'tiling',
      'roofing',
      'welding',
      'pest-control',
      'appliance-repair',
      'property-management',
      'moving',
      'vacation-rental-cleaning',
      'solar-water-heaters',
      'water-pumps-and-tanks',
      'septic-tank-cleaning',
      'mold-remediation',
      'screen-repair',
      'tree-and-palm-trimming',
      'irrigation',
      'fences-and-gates',
      'gate-motors',
      'security-cameras',
      'internet-and-wifi',
      'tv-mounting',
      'furniture-assembly',
      'locksmith',
      'glass-and-aluminum',
      'drywall',
      'concrete-and-sidewalks',
      'upholstery-cleaning',
      'window-washing',
      'lawn-mowing',
    ];
    const missing = required.filter((id) => serviceById(id)?.isCategory !== false);
    expect(missing).toEqual([]);
  });

  it('validates chosen ids against services only', () => {
    expect(serviceIdSchema.safeParse('plumbing').success).toBe(true);
    expect(serviceIdSchema.safeParse('cleaning').success).toBe(false);
    expect(serviceIdSchema.safeParse('car-detailing').success).toBe(false);
    expect(serviceById('cleaning')?.name.es).toBe('Limpieza');
    expect(serviceById('car-detailing')).toBeUndefined();
  });
});

describe('serviceNameInSentence', () => {
  it.each([
    ['Fontanería', 'es', 'fontanería'],
    ['Mantenimiento de piscinas', 'es', 'mantenimiento de piscinas'],
    ['Electrician', 'en', 'electrician'],
    ['Roofing & gutters', 'en', 'roofing & gutters'],
    ['TV mounting', 'en', 'TV mounting'],
    ['AC', 'en', 'AC'],
  ] as const)('reads "%s" (%s) inside a sentence as "%s"', (name, lang, inSentence) => {
    expect(serviceNameInSentence(name, lang)).toBe(inSentence);
  });
});
