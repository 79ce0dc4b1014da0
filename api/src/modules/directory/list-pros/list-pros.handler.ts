import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  effectiveContactChannels,
  isOpenAt,
  photoSources,
  photoUrl,
  weekTimeAt,
  type DirectoryItem,
  type DirectoryPage,
  type DirectoryQuery,
  type DirectorySort,
  type PagedList,
  type PaginationQuery,
  type WeekTime,
} from '@gp/shared';
import { CLOCK, type Clock, type Filter, READ_STORE, type ReadCollection, type ReadStore } from '@gp/shared/server';
import { directoryProjection, responseSignalAt, type DirectoryDocument } from '@gp/projections';
import {
  assertKnownFilterValues,
  byResponseSignal,
  directoryFilter,
  directoryListingFields,
  directorySorts,
  nearbyFilter,
  nearbyRanking,
  type NearbyCandidate,
  type NearbyPro,
} from '../directory-search';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { ListProsQuery } from './list-pros.query';

type Listing = Pick<DirectoryDocument, '_id' | keyof typeof directoryListingFields>;
type Filters = Omit<DirectoryQuery, 'page' | 'pageSize' | 'sort'>;

/**
 * Reads the directory read model: public profiles only, filtered and sorted there. A search by
 * zone lists the pros who serve it first (in the requested order), then those serving a place
 * within NEARBY_KM, nearest first; one page may hold the end of the first group and the start of
 * the second.
 */
@QueryHandler(ListProsQuery)
export class ListProsHandler implements IQueryHandler<ListProsQuery, DirectoryPage> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ search }: ListProsQuery): Promise<DirectoryPage> {
    const { page, pageSize, sort, ...filters } = search;
    assertKnownFilterValues(filters);
    const nowMs = this.clock.now().getTime();
    const now = weekTimeAt(nowMs);
    const directory = this.readStore.collection<DirectoryDocument>(directoryProjection.collection);
    const filter = directoryFilter(filters, now);
    // Only the listing's fields: a listing needs none of the review standings the documents carry.
    const serving =
      sort === 'fastest'
        ? await this.fastestPage(directory, filter, { page, pageSize }, nowMs)
        : await findPage(directory, filter, directorySorts[sort], { page, pageSize }, directoryListingFields);
    const item = (doc: Listing, nearby: NearbyPro | null) => listingItem(doc, now, nowMs, nearby);
    if (filters.zone === undefined) return { ...mapPage(serving, (doc) => item(doc, null)), nearbyTotal: 0 };
    const nearby = await this.nearbyPros(directory, { ...filters, zone: filters.zone }, sort, now, nowMs);
    const nearbyListed = await this.nearbyListings(directory, nearbySlice(serving, nearby));
    return {
      ...serving,
      items: [...serving.items.map((doc) => item(doc, null)), ...nearbyListed.map(({ doc, pro }) => item(doc, pro))],
      total: serving.total + nearby.length,
      nearbyTotal: nearby.length,
    };
  }

  /**
   * A page in the "responds fastest" order. The signal depends on the time of the read (the 90 days
   * end now), so no stored field can order it: every matching pro's request times are read and
   * ranked here, then the page's listings are read by id. Right for a directory of hundreds.
   */
  private async fastestPage(
    directory: ReadCollection<DirectoryDocument>,
    filter: Filter,
    { page, pageSize }: PaginationQuery,
    nowMs: number,
  ): Promise<PagedList<Listing>> {
    const matching = await directory.find(filter, {
      sort: { ...directorySorts.fastest, _id: 1 },
      projection: { responseTimes: 1 },
    });
    const ranked = byResponseSignal(matching, nowMs);
    const shown = ranked.slice((page - 1) * pageSize, page * pageSize).map((doc) => doc._id);
    const byId = await this.listingsById(directory, shown);
    return { items: shown.flatMap((id) => byId.get(id) ?? []), total: ranked.length, page, pageSize };
  }

  /** Every nearby pro of the search, in order: read in the requested order, each measured here from its zones. */
  private async nearbyPros(
    directory: ReadCollection<DirectoryDocument>,
    filters: Filters & { zone: string },
    sort: DirectorySort,
    now: WeekTime,
    nowMs: number,
  ): Promise<NearbyPro[]> {
    const fastest = sort === 'fastest';
    const candidates = (await directory.find(nearbyFilter(filters, now), {
      sort: { ...directorySorts[sort], _id: 1 },
      projection: fastest ? { zoneIds: 1, responseTimes: 1 } : { zoneIds: 1 },
    })) as NearbyCandidate[];
    return nearbyRanking(filters.zone, fastest ? byResponseSignal(candidates, nowMs) : candidates);
  }

  /** The listings of these pros by id; a pro that left the directory since it was ranked has none. */
  private async listingsById(
    directory: ReadCollection<DirectoryDocument>,
    ids: readonly string[],
  ): Promise<Map<string, Listing>> {
    if (ids.length === 0) return new Map();
    const docs: Listing[] = await directory.find({ _id: { $in: [...ids] } }, { projection: directoryListingFields });
    return new Map(docs.map((doc) => [doc._id, doc]));
  }

  /** The listings of the nearby pros a page shows, in their order. */
  private async nearbyListings(
    directory: ReadCollection<DirectoryDocument>,
    pros: readonly NearbyPro[],
  ): Promise<{ doc: Listing; pro: NearbyPro }[]> {
    const byId = await this.listingsById(
      directory,
      pros.map((pro) => pro._id),
    );
    // A pro that left the directory between the two reads is left out of this answer.
    return pros.flatMap((pro) => {
      const doc = byId.get(pro._id);
      return doc ? [{ doc, pro }] : [];
    });
  }
}

/**
 * The nearby pros a page shows: the places of the page past the last pro serving the zone. The
 * serving pros are `total` long, so the list's place `i` past them is nearby[i - total].
 */
function nearbySlice({ items, total, page, pageSize }: PagedList<unknown>, nearby: readonly NearbyPro[]): NearbyPro[] {
  const from = Math.max(0, (page - 1) * pageSize - total);
  return nearby.slice(from, from + pageSize - items.length);
}

/** A card's facts; `nearby` for a pro listed as serving a place near the searched zone. */
function listingItem(doc: Listing, now: WeekTime, nowMs: number, nearby: NearbyPro | null): DirectoryItem {
  return {
    id: doc._id,
    displayName: doc.displayName,
    profilePhotoUrl: doc.profilePhotoId ? photoUrl(doc._id, doc.profilePhotoId, 'thumbnail') : null,
    profilePhotoSources: doc.profilePhotoId ? photoSources(doc._id, doc.profilePhotoId, 'square') : null,
    rating: { average: doc.ratingAverage ?? 0, count: doc.ratingCount },
    serviceIds: doc.serviceIds,
    zoneIds: doc.zoneIds,
    languageCodes: doc.languageCodes,
    openNow: isOpenAt(doc.hours, now),
    responseSignal: responseSignalAt(doc.responseTimes, nowMs),
    phoneVerified: doc.phoneVerified,
    contact: effectiveContactChannels(doc.contactChoice.preferences, doc.phoneVerified),
    nearby: nearby ? { zoneId: nearby.zoneId, km: nearby.km } : null,
  };
}
