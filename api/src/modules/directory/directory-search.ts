import {
  compareResponseSignals,
  languageByCode,
  NEARBY_KM,
  nearestServedZoneTo,
  normalizeForSearch,
  serviceById,
  wholeKm,
  zoneById,
  zoneIdsWithin,
  type DirectoryQuery,
  type DirectorySort,
  type ResponseSignal,
  type WeekTime,
} from '@gp/shared';
import type { Filter, SortSpec } from '@gp/shared/server';
import { responseSignalAt, weekHourOf, type DirectoryDocument } from '@gp/projections';
import { DomainError } from '../../core/errors/domain-error';

type Filters = Omit<DirectoryQuery, 'page' | 'pageSize' | 'sort'>;

/** Refuses a catalog id the catalog does not hold: an unknown value is a mistake, not an empty page. */
export function assertKnownFilterValues({ service, zone, language }: Filters): void {
  if (service !== undefined && !serviceById(service)) throw new DomainError('DIRECTORY.UNKNOWN_SERVICE', { service });
  if (zone !== undefined && !zoneById(zone)) throw new DomainError('DIRECTORY.UNKNOWN_ZONE', { zone });
  if (language !== undefined && !languageByCode(language))
    throw new DomainError('DIRECTORY.UNKNOWN_LANGUAGE', { language });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The read-model filter of a directory search, over the facts the directory projection derived.
 * Every word of `q` must appear somewhere in the searchable text, ignoring case and accents.
 */
export function directoryFilter({ service, zone, language, openNow, minRating, q }: Filters, now: WeekTime): Filter {
  const words = normalizeForSearch(q ?? '')
    .split(' ')
    .filter(Boolean);
  return {
    isPublic: true,
    ...(service !== undefined && { serviceKeys: service }),
    ...(zone !== undefined && { zoneKeys: zone }),
    ...(language !== undefined && { languageCodes: language }),
    // The hour's index narrows the pros to those open this hour; the spans decide to the minute.
    ...(openNow && {
      openHours: weekHourOf(now.day, now.minute),
      openingSpans: { $elemMatch: { day: now.day, open: { $lte: now.minute }, close: { $gt: now.minute } } },
    }),
    ...(minRating !== undefined && { ratingAverage: { $gte: minRating } }),
    ...(words.length > 0 && { $and: words.map((word) => ({ searchText: { $regex: escapeRegExp(word) } })) }),
  };
}

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

/** A nearby pro in its place in the list: the served place nearest to the searched zone, in whole km. */
export interface NearbyPro {
  _id: string;
  zoneId: string;
  km: number;
}

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

/**
 * Ties fall to the next key, then to the id (added by findPage), so paging is stable. "fastest"
 * reads in the best order, which the handler then reorders by response signal (a stable sort:
 * equal signals keep it), since the signal depends on the time of the read.
 */
export const directorySorts: Record<DirectorySort, SortSpec> = {
  best: { ratingScore: -1, ratingCount: -1 },
  reviews: { ratingCount: -1, ratingScore: -1 },
  newest: { createdAt: -1 },
  fastest: { ratingScore: -1, ratingCount: -1 },
};

/**
 * Pros with their signal at `nowMs`, fastest first (compareResponseSignals); ties keep the order
 * given. Pros without a signal all tie, last: only those with one are sorted.
 */
export function byResponseSignal<T extends Pick<DirectoryDocument, '_id' | 'responseTimes'>>(
  docsInOrder: readonly T[],
  nowMs: number,
): T[] {
  const signalled: { doc: T; signal: ResponseSignal }[] = [];
  const unsignalled: T[] = [];
  for (const doc of docsInOrder) {
    const signal = responseSignalAt(doc.responseTimes, nowMs);
    if (signal) signalled.push({ doc, signal });
    else unsignalled.push(doc);
  }
  signalled.sort((a, b) => compareResponseSignals(a.signal, b.signal));
  return [...signalled.map(({ doc }) => doc), ...unsignalled];
}

/** The fields a listing reads: the review standings stay in the read model. */
export const directoryListingFields = {
  displayName: 1,
  profilePhotoId: 1,
  ratingAverage: 1,
  ratingCount: 1,
  serviceIds: 1,
  zoneIds: 1,
  languageCodes: 1,
  hours: 1,
  phoneVerified: 1,
  contactChoice: 1,
  responseTimes: 1,
} as const satisfies Partial<Record<keyof DirectoryDocument, 1>>;
