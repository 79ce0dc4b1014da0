import {
  compareResponseSignals,
  languageByCode,
  normalizeForSearch,
  serviceById,
  zoneById,
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

/** A nearby pro in its place in the list: the served place nearest to the searched zone, in whole km. */
export interface NearbyPro {
  _id: string;
  zoneId: string;
  km: number;
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
