import { normalizeForSearch } from './search';
import { CANTONS, ZONES, zoneById } from './zones';
import { zoneIdSchema } from '../schemas/catalog.schema';

describe('zones of Guanacaste (spec §3 zones collection)', () => {
  it('lists the eleven cantons of Guanacaste', () => {
    expect(CANTONS.map((canton) => canton.name).sort()).toEqual(
      [
        'Abangares',
        'Bagaces',
        'Carrillo',
        'Cañas',
        'Hojancha',
        'La Cruz',
        'Liberia',
        'Nandayure',
        'Nicoya',
        'Santa Cruz',
        'Tilarán',
      ].sort(),
    );
    for (const canton of CANTONS) {
      expect(canton.kind).toBe('canton');
      expect(canton.cantonId).toBe(canton.zoneId);
    }
  });

  it('places every town and beach in an existing canton', () => {
    const places = ZONES.filter((zone) => zone.kind !== 'canton');
    expect(places.length).toBeGreaterThan(30);
    for (const place of places) {
      expect(zoneById(place.cantonId)?.kind).toBe('canton');
      expect(place.cantonId).not.toBe(place.zoneId);
    }
  });

  it('derives each unique id from the accented name', () => {
    const ids = ZONES.map((zone) => zone.zoneId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const zone of ZONES) expect(zone.zoneId).toBe(normalizeForSearch(zone.name).replaceAll(' ', '-'));
    expect(zoneById('samara')?.name).toBe('Sámara');
    expect(zoneById('canas')?.name).toBe('Cañas');
  });

  it.each([
    ['tamarindo', 'santa-cruz'],
    ['playa-flamingo', 'santa-cruz'],
    ['playa-potrero', 'santa-cruz'],
    ['brasilito', 'santa-cruz'],
    ['playa-conchal', 'santa-cruz'],
    ['huacas', 'santa-cruz'],
    ['playa-grande', 'santa-cruz'],
    ['playa-avellanas', 'santa-cruz'],
    ['playa-junquillal', 'santa-cruz'],
    ['playa-negra', 'santa-cruz'],
    ['las-catalinas', 'santa-cruz'],
    ['playas-del-coco', 'carrillo'],
    ['playa-hermosa', 'carrillo'],
    ['playa-ocotal', 'carrillo'],
    ['sardinal', 'carrillo'],
    ['filadelfia', 'carrillo'],
    ['nosara', 'nicoya'],
    ['samara', 'nicoya'],
    ['playa-carrillo', 'hojancha'],
  ])('puts %s in %s', (zoneId, cantonId) => {
    expect(zoneById(zoneId)?.cantonId).toBe(cantonId);
  });

  it('validates chosen zone ids', () => {
    expect(zoneIdSchema.safeParse('tamarindo').success).toBe(true);
    expect(zoneIdSchema.safeParse('liberia').success).toBe(true);
    expect(zoneIdSchema.safeParse('santa-teresa').success).toBe(false);
  });
});
