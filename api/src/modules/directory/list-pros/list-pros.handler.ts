import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  effectiveContactChannels,
  isOpenAt,
  NEARBY_KM,
  nearestServedZoneTo,
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
import { directoryProjection, responseSignalAt, zoneReachKey, type DirectoryDocument } from '@gp/projections';
import {
  assertKnownFilterValues,
  byResponseSignal,
  directoryFilter,
  directoryListingFields,
  directorySorts,
  type NearbyPro,
} from '../directory-search';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { ListProsQuery } from './list-pros.query';

type Listing = Pick<DirectoryDocument, '_id' | keyof typeof directoryListingFields>;
type Filters = Omit<DirectoryQuery, 'page' | 'pageSize' | 'sort'>;

/**
 * Reads the directory read model: public profiles only, filtered and sorted there. A search by
 * zone lists the pros who serve it first (in the requested order), then those serving a place
 * within NEARBY_KM, nearest first (by whole km, then in the requested order); one page may hold
 * the end of one group and the start of the next.
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
    const ranked = await this.rankedByResponse(directory, filter, nowMs);
    const shown = ranked.slice((page - 1) * pageSize, page * pageSize);
    const byId = await this.listingsById(directory, shown);
    return { items: shown.flatMap((id) => byId.get(id) ?? []), total: ranked.length, page, pageSize };
  }

  /**
   * A page of a search by zone: the pros serving it (rank 0 of the projection's zone reach), then
   * those nearby, by whole km (ranks 1 to NEARBY_KM), each group in the requested order. Each
   * group is counted through the zone reach index, and only the groups the page reaches are read.
   */
  private async zonePage(
    directory: ReadCollection<DirectoryDocument>,
    filters: Filters & { zone: string },
    { page, pageSize, sort }: PaginationQuery & { sort: DirectorySort },
    now: WeekTime,
    nowMs: number,
  ): Promise<DirectoryPage> {
    const others = directoryFilter({ ...filters, zone: undefined }, now);
    const groups = Array.from({ length: NEARBY_KM + 1 }, (_, rank) => ({
      ...others,
      zoneReach: zoneReachKey(filters.zone, rank),
    }));
    const from = (page - 1) * pageSize;
    const to = from + pageSize;
    // Group by group up to the page's end: a group that may end before the page starts is counted
    // first, and read only if the page reaches into it; a group the page starts in or before is
    // counted by the read of its part of the page. The groups after the page are only counted.
    const counts: number[] = [];
    const slices: { rank: number; docs: Listing[] }[] = [];
    let start = 0;
    for (const [rank, group] of groups.entries()) {
      if (start >= to) break;
      const skip = Math.max(0, from - start);
      const count = skip > 0 ? await directory.countDocuments(group) : undefined;
      if (count === undefined || skip < count) {
        const { items, total } = await this.groupSlice(directory, group, sort, skip, to - start - skip, nowMs);
        slices.push({ rank, docs: items });
        counts.push(total);
      } else counts.push(count);
      start += counts.at(-1)!;
    }
    counts.push(...(await Promise.all(groups.slice(counts.length).map((group) => directory.countDocuments(group)))));
    const nearestTo = nearestServedZoneTo(filters.zone);
    const items = slices.flatMap(({ rank, docs }) =>
      docs.flatMap((doc) => {
        if (rank === 0) return [listingItem(doc, now, nowMs, null)];
        // The card names the served place the km were measured to.
        const nearest = nearestTo(doc.zoneIds);
        return nearest ? [listingItem(doc, now, nowMs, { _id: doc._id, zoneId: nearest.zoneId, km: rank })] : [];
      }),
    );
    const total = counts.reduce((sum, count) => sum + count, 0);
    return { items, total, page, pageSize, nearbyTotal: total - counts[0]! };
  }

  /** Listings `skip` to `skip + limit` of one group of a zone search, in the requested order, and the group's count. */
  private async groupSlice(
    directory: ReadCollection<DirectoryDocument>,
    filter: Filter,
    sort: DirectorySort,
    skip: number,
    limit: number,
    nowMs: number,
  ): Promise<{ items: Listing[]; total: number }> {
    if (sort !== 'fastest')
      return directory.findWithTotal(filter, {
        sort: { ...directorySorts[sort], _id: 1 },
        skip,
        limit,
        projection: directoryListingFields,
      });
    const ranked = await this.rankedByResponse(directory, filter, nowMs);
    const shown = ranked.slice(skip, skip + limit);
    const byId = await this.listingsById(directory, shown);
    return { items: shown.flatMap((id) => byId.get(id) ?? []), total: ranked.length };
  }

  /** The ids of the pros matching `filter` in the "responds fastest" order at `nowMs`. */
  private async rankedByResponse(
    directory: ReadCollection<DirectoryDocument>,
    filter: Filter,
    nowMs: number,
  ): Promise<string[]> {
    const matching = await directory.find(filter, {
      sort: { ...directorySorts.fastest, _id: 1 },
      projection: { responseTimes: 1 },
    });
    return byResponseSignal(matching, nowMs).map((doc) => doc._id);
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
