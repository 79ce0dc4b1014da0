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
  servingAndNearby,
  zoneAreaFilter,
  type NearbyPro,
  type ZoneAreaPro,
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
    if (filters.zone !== undefined)
      return this.zonePage(directory, { ...filters, zone: filters.zone }, { page, pageSize, sort }, now, nowMs);
    const filter = directoryFilter(filters, now);
    // Only the listing's fields: a listing needs none of the review standings the documents carry.
    const found =
      sort === 'fastest'
        ? await this.fastestPage(directory, filter, { page, pageSize }, nowMs)
        : await findPage(directory, filter, directorySorts[sort], { page, pageSize }, directoryListingFields);
    return { ...mapPage(found, (doc) => listingItem(doc, now, nowMs, null)), nearbyTotal: 0 };
  }

  /**
   * A page in the "responds fastest" order. The signal depends on the time of the read (the 90 days
   * end now), so no stored field can order it: every matching pro's request times are read and
   * ranked here, then the page's listings are read by id.
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

  /**
   * A page of a search by zone: the pros serving it in the requested order, then those nearby.
   * Both come from one read of the pros around the zone (see zoneAreaFilter), in the requested
   * order (for the fastest, ranked here), split here; then the page's listings are read by id.
   */
  private async zonePage(
    directory: ReadCollection<DirectoryDocument>,
    filters: Filters & { zone: string },
    { page, pageSize, sort }: PaginationQuery & { sort: DirectorySort },
    now: WeekTime,
    nowMs: number,
  ): Promise<DirectoryPage> {
    const fastest = sort === 'fastest';
    const inOrder = (await directory.find(zoneAreaFilter(filters, now), {
      sort: { ...directorySorts[sort], _id: 1 },
      projection: fastest ? { zoneIds: 1, zoneKeys: 1, responseTimes: 1 } : { zoneIds: 1, zoneKeys: 1 },
    })) as ZoneAreaPro[];
    const { serving, nearby } = servingAndNearby(filters.zone, fastest ? byResponseSignal(inOrder, nowMs) : inOrder);
    const from = (page - 1) * pageSize;
    const shownServing = serving.slice(from, from + pageSize);
    // The list's place i past the serving pros is nearby[i - serving.length].
    const shownNearby = nearby.slice(Math.max(0, from - serving.length), Math.max(0, from + pageSize - serving.length));
    const byId = await this.listingsById(directory, [...shownServing, ...shownNearby.map((pro) => pro._id)]);
    // A pro that left the directory between the two reads is left out of this answer.
    const listed = (id: string, nearbyPro: NearbyPro | null) => {
      const doc = byId.get(id);
      return doc ? [listingItem(doc, now, nowMs, nearbyPro)] : [];
    };
    return {
      items: [...shownServing.flatMap((id) => listed(id, null)), ...shownNearby.flatMap((pro) => listed(pro._id, pro))],
      total: serving.length + nearby.length,
      page,
      pageSize,
      nearbyTotal: nearby.length,
    };
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
