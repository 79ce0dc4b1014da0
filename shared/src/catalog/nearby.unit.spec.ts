import { NEARBY_KM, distanceKm, nearestServedZone, nearestTown, servedPlaces, wholeKm, zoneIdsWithin } from './nearby';
import { ZONES, zoneById } from './zones';

const at = (zoneId: string) => zoneById(zoneId)!.at;
const between = (a: string, b: string) => distanceKm(at(a), at(b));

describe('distanceKm (haversine)', () => {
  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceKm(at('tamarindo'), at('tamarindo'))).toBe(0);
    expect(between('liberia', 'samara')).toBeCloseTo(between('samara', 'liberia'), 9);
  });

  it('measures a degree of latitude as 111.2 km, and a degree of longitude at 10° N as 109.5 km', () => {
    expect(distanceKm({ lat: 10, lng: -85 }, { lat: 11, lng: -85 })).toBeCloseTo(111.2, 1);
    expect(distanceKm({ lat: 10, lng: -85 }, { lat: 10, lng: -86 })).toBeCloseTo(109.5, 1);
  });

  it('gives known straight-line distances between places of the catalog', () => {
    // The complaint: a cleaner in Sámara was the answer for Tamarindo, "60 km away".
    expect(between('tamarindo', 'samara')).toBeGreaterThan(52);
    expect(between('tamarindo', 'samara')).toBeLessThan(62);
    // Across the estuary.
    expect(between('tamarindo', 'playa-grande')).toBeGreaterThan(2);
    expect(between('tamarindo', 'playa-grande')).toBeLessThan(6);
    expect(between('nosara', 'playa-guiones')).toBeLessThan(6);
    // The province's capital and Nicoya's, along the peninsula.
    expect(between('liberia', 'nicoya')).toBeGreaterThan(50);
    expect(between('liberia', 'nicoya')).toBeLessThan(58);
    expect(between('playas-del-coco', 'playa-hermosa')).toBeLessThan(5);
  });
});

describe('the catalog’s coordinates', () => {
  it('put every zone in Guanacaste, and every place within 45 km of its canton’s head town', () => {
    for (const zone of ZONES) {
      expect(zone.at.lat).toBeGreaterThan(9.6);
      expect(zone.at.lat).toBeLessThan(11.25);
      expect(zone.at.lng).toBeGreaterThan(-86);
      expect(zone.at.lng).toBeLessThan(-84.6);
      expect([zone.zoneId, distanceKm(zone.at, at(zone.cantonId)) < 45]).toEqual([zone.zoneId, true]);
    }
  });
});

describe('wholeKm', () => {
  it('rounds to whole km, never below 1', () => {
    expect([0, 0.2, 1.4, 24.5, 24.49].map(wholeKm)).toEqual([1, 1, 1, 25, 24]);
  });
});

describe('nearestServedZone', () => {
  it('finds the served place nearest to the searched one, and how far', () => {
    const nearest = nearestServedZone('tamarindo', ['samara', 'playa-grande']);
    expect(nearest?.zoneId).toBe('playa-grande');
    expect(nearest?.km).toBeCloseTo(between('tamarindo', 'playa-grande'), 9);
  });

  it('counts every place of a served canton, and measures a searched canton from its head town', () => {
    expect(nearestServedZone('playa-carrillo', ['nicoya'])?.zoneId).toBe('samara');
    expect(nearestServedZone('santa-cruz', ['nicoya-centro', 'tamarindo'])?.zoneId).toBe('nicoya-centro');
  });

  it('is undefined for a pro serving nothing the catalog holds', () => {
    expect(nearestServedZone('tamarindo', [])).toBeUndefined();
    expect(nearestServedZone('tamarindo', ['atlantis'])).toBeUndefined();
    expect(servedPlaces(['atlantis'])).toEqual([]);
  });
});

describe('zoneIdsWithin', () => {
  it(`lists the zones within ${NEARBY_KM} km of the searched one, itself included`, () => {
    const near = zoneIdsWithin('tamarindo');
    expect(near).toEqual(expect.arrayContaining(['tamarindo', 'playa-grande', 'playa-flamingo', 'santa-cruz']));
    expect(near).not.toContain('samara');
    expect(near).not.toContain('liberia');
    for (const zoneId of near) expect(between('tamarindo', zoneId)).toBeLessThanOrEqual(NEARBY_KM);
    expect(zoneIdsWithin('atlantis')).toEqual([]);
  });
});

describe('nearestTown', () => {
  it('finds the town or beach a phone stands in', () => {
    expect(nearestTown({ lat: 10.2995, lng: -85.8405 }).zoneId).toBe('tamarindo');
    expect(nearestTown({ lat: 9.8805, lng: -85.5255 }).zoneId).toBe('samara');
    // Liberia is both a canton and its town: the town, the narrower search.
    expect(nearestTown(at('liberia'))).toEqual({ zoneId: 'liberia-centro', km: 0 });
  });

  it('answers a canton for its head town when the catalog lists that town under no other name', () => {
    expect(nearestTown({ lat: 10.43, lng: -85.09 }).zoneId).toBe('canas');
  });

  it(`says how far it is, so a phone far from Guanacaste is told so (San José: over ${NEARBY_KM} km)`, () => {
    expect(nearestTown({ lat: 9.933, lng: -84.08 }).km).toBeGreaterThan(NEARBY_KM);
  });
});
