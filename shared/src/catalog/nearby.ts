import { ZONES, zoneById, type LatLng, type Zone } from './zones';

/** A search for a place also lists, after the pros who serve it, those who serve a place this close (straight line). */
export const NEARBY_KM = 40;

/** The Earth's mean radius (IUGG), for the haversine formula. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The straight-line (great-circle) distance between two points, in km, by the haversine formula. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const halfChord =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(halfChord)));
}

/** A distance as a card shows it: whole km, and at least 1 ("0 km away" says nothing). */
export const wholeKm = (km: number) => Math.max(1, Math.round(km));

/** The places a list of served zones puts on the map: each zone itself and, for a canton, every place in it. */
export function servedPlaces(zoneIds: readonly string[]): Zone[] {
  const places = new Map<string, Zone>();
  for (const zoneId of zoneIds) {
    const zone = zoneById(zoneId);
    if (!zone) continue;
    places.set(zone.zoneId, zone);
    if (zone.kind === 'canton')
      for (const place of ZONES) if (place.cantonId === zoneId) places.set(place.zoneId, place);
  }
  return [...places.values()];
}

export interface NearestZone {
  zoneId: string;
  /** Straight-line km, unrounded. */
  km: number;
}

/**
 * The place nearest to a searched zone (at its coordinates: a canton at its head town) among those
 * a pro serves (a served canton brings all its places), and how far it is; undefined when the pro
 * serves no zone of the catalog. Of two places as near, the one of the zone the pro lists first.
 */
export function nearestServedZone(searchedZoneId: string, servedZoneIds: readonly string[]): NearestZone | undefined {
  return nearestServedZoneTo(searchedZoneId)(servedZoneIds);
}

/**
 * nearestServedZone for one searched zone and many pros: every zone's distance is measured once,
 * so each pro costs a lookup per zone it serves.
 */
export function nearestServedZoneTo(
  searchedZoneId: string,
): (servedZoneIds: readonly string[]) => NearestZone | undefined {
  const nearestOf = nearestOfEachZone(searchedZoneId);
  return (servedZoneIds) => {
    let nearest: NearestZone | undefined;
    for (const zoneId of servedZoneIds) {
      const candidate = nearestOf.get(zoneId);
      if (candidate && (!nearest || candidate.km < nearest.km)) nearest = candidate;
    }
    return nearest;
  };
}

/** Per searched zone: the catalog is fixed, so its distances are too. */
const nearestOfEachZoneCache = new Map<string, ReadonlyMap<string, NearestZone>>();

/** What serving each zone brings nearest to the searched one: the zone itself, or for a canton its nearest place. */
function nearestOfEachZone(searchedZoneId: string): ReadonlyMap<string, NearestZone> {
  const cached = nearestOfEachZoneCache.get(searchedZoneId);
  if (cached) return cached;
  const searched = zoneById(searchedZoneId);
  const nearestOf = new Map<string, NearestZone>();
  if (!searched) return nearestOf;
  for (const zone of ZONES) {
    const places = zone.kind === 'canton' ? servedPlaces([zone.zoneId]) : [zone];
    for (const place of places) {
      const km = distanceKm(searched.at, place.at);
      const best = nearestOf.get(zone.zoneId);
      if (!best || km < best.km) nearestOf.set(zone.zoneId, { zoneId: place.zoneId, km });
    }
  }
  nearestOfEachZoneCache.set(searchedZoneId, nearestOf);
  return nearestOf;
}

/**
 * Every zone whose own coordinates lie within `km` of the searched zone's, the zone itself
 * included: a pro with one of them among the zones it serves (or, for a canton, among the places
 * its canton holds) may serve a place that close; nearestServedZone decides.
 */
export function zoneIdsWithin(searchedZoneId: string, km: number = NEARBY_KM): string[] {
  const searched = zoneById(searchedZoneId);
  if (!searched) return [];
  return ZONES.filter((zone) => distanceKm(searched.at, zone.at) <= km).map((zone) => zone.zoneId);
}

/** Towns and beaches before cantons: a canton's head town that is also listed as a town is found as that town. */
const PLACES_FIRST = [
  ...ZONES.filter((zone) => zone.kind !== 'canton'),
  ...ZONES.filter((zone) => zone.kind === 'canton'),
];

/**
 * The zone of the catalog nearest to a point (a phone's location), and how far: a town or beach, or
 * a canton whose head town the catalog lists under no name of its own (Cañas, Tilarán…).
 */
export function nearestTown(point: LatLng): NearestZone {
  let nearest: NearestZone = { zoneId: PLACES_FIRST[0]!.zoneId, km: Infinity };
  for (const zone of PLACES_FIRST) {
    const km = distanceKm(point, zone.at);
    if (km < nearest.km) nearest = { zoneId: zone.zoneId, km };
  }
  return nearest;
}
