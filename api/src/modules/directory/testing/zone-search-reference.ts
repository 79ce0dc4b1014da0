import {
  NEARBY_KM,
  nearestServedZoneTo,
  wholeKm,
  zoneIdsWithin,
  type DirectoryQuery,
  type DirectorySort,
  type WeekTime,
} from '@gp/shared';
import type { Filter, ReadCollection } from '@gp/shared/server';
import type { DirectoryDocument } from '@gp/projections';
import { byResponseSignal, directoryFilter, directorySorts, type NearbyPro } from '../directory-search';

/*
 * A search by zone as the directory worked it out at read time before the projection kept each
 * pro's zone reach (DirectoryDocument.zoneReach): one read of every pro around the zone, split and
 * measured here. The tests hold the handler's answers to it.
 */

type Filters = Omit<DirectoryQuery, 'page' | 'pageSize' | 'sort'>;

/**
 * The pros a search by zone reads: every pro matching the search's other filters with a zone
 * within NEARBY_KM among its zone keys (a served place, a served canton's head town, or a place of
 * a served canton), the searched zone included. Those who serve the zone are listed first; the
 * others are candidates nearby, which nearbyRanking measures. One read for both lists: each
 * matching pro is tested and ordered once.
 */
export function zoneAreaFilter(filters: Filters & { zone: string }, now: WeekTime): Filter {
  return {
    ...directoryFilter({ ...filters, zone: undefined }, now),
    zoneKeys: { $in: zoneIdsWithin(filters.zone, NEARBY_KM) },
  };
}

/** What a zone search reads of a pro: its zones and zone keys (and, for the fastest order, its request times). */
export type ZoneAreaPro = Pick<DirectoryDocument, '_id' | 'zoneIds' | 'zoneKeys' | 'responseTimes'>;

/**
 * A zone search's pros split in the order given: those who serve the zone (it is among their zone
 * keys, as the directory's zone filter reads it), then the others near it, ranked by nearbyRanking.
 */
export function servingAndNearby(
  zone: string,
  prosInOrder: readonly ZoneAreaPro[],
): { serving: string[]; nearby: NearbyPro[] } {
  const serving: string[] = [];
  const others: ZoneAreaPro[] = [];
  for (const pro of prosInOrder) {
    if (pro.zoneKeys.includes(zone)) serving.push(pro._id);
    else others.push(pro);
  }
  return { serving, nearby: nearbyRanking(zone, others) };
}

/** What nearbyRanking reads of a candidate: its zones. */
export type NearbyCandidate = Pick<DirectoryDocument, '_id' | 'zoneIds'>;

/**
 * The nearby pros among the candidates, nearest first: by whole km as the cards show them, then in
 * the candidates' order, which is the requested sort and then the id (the store sorts them: a total
 * order, so pages never overlap or skip). Pros farther than NEARBY_KM from the searched zone are
 * left out. One pass: a list of pros per km, joined.
 */
export function nearbyRanking(zone: string, candidatesInOrder: readonly NearbyCandidate[]): NearbyPro[] {
  const nearestTo = nearestServedZoneTo(zone);
  const byKm: NearbyPro[][] = Array.from({ length: NEARBY_KM + 1 }, () => []);
  for (const candidate of candidatesInOrder) {
    const nearest = nearestTo(candidate.zoneIds);
    if (!nearest || nearest.km > NEARBY_KM) continue;
    const km = wholeKm(nearest.km);
    byKm[km]!.push({ _id: candidate._id, zoneId: nearest.zoneId, km });
  }
  return byKm.flat();
}

/** The whole list of a zone search as the handler read it before: the serving pros' ids, then the nearby pros. */
export async function zoneListByArea(
  directory: ReadCollection<DirectoryDocument>,
  filters: Filters & { zone: string },
  sort: DirectorySort,
  now: WeekTime,
  nowMs: number,
): Promise<{ serving: string[]; nearby: NearbyPro[] }> {
  const inOrder = (await directory.find(zoneAreaFilter(filters, now), {
    sort: { ...directorySorts[sort], _id: 1 },
    projection: { zoneIds: 1, zoneKeys: 1, responseTimes: 1 },
  })) as ZoneAreaPro[];
  return servingAndNearby(filters.zone, sort === 'fastest' ? byResponseSignal(inOrder, nowMs) : inOrder);
}
