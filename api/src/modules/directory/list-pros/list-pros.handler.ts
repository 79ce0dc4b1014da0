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
  type WeekTime,
} from '@gp/shared';
import { CLOCK, type Clock, READ_STORE, type ReadCollection, type ReadStore } from '@gp/shared/server';
import { directoryProjection, type DirectoryDocument } from '@gp/projections';
import {
  assertKnownFilterValues,
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
    const now = weekTimeAt(this.clock.now().getTime());
    const directory = this.readStore.collection<DirectoryDocument>(directoryProjection.collection);
    // Only the listing's fields: a listing needs none of the review standings the documents carry.
    const serving = await findPage(
      directory,
      directoryFilter(filters, now),
      directorySorts[sort],
      { page, pageSize },
      directoryListingFields,
    );
    if (filters.zone === undefined)
      return { ...mapPage(serving, (doc) => listingItem(doc, now, null)), nearbyTotal: 0 };
    const nearby = await this.nearbyPros(directory, { ...filters, zone: filters.zone }, sort, now);
    const nearbyListed = await this.nearbyListings(directory, nearbySlice(serving, nearby));
    return {
      ...serving,
      items: [
        ...serving.items.map((doc) => listingItem(doc, now, null)),
        ...nearbyListed.map(({ doc, pro }) => listingItem(doc, now, pro)),
      ],
      total: serving.total + nearby.length,
      nearbyTotal: nearby.length,
    };
  }

  /** Every nearby pro of the search, in order: read in the requested order, each measured here from its zones. */
  private async nearbyPros(
    directory: ReadCollection<DirectoryDocument>,
    filters: Filters & { zone: string },
    sort: DirectorySort,
    now: WeekTime,
  ): Promise<NearbyPro[]> {
    const candidates = await directory.find(nearbyFilter(filters, now), {
      sort: { ...directorySorts[sort], _id: 1 },
      projection: { zoneIds: 1 },
    });
    return nearbyRanking(filters.zone, candidates as NearbyCandidate[]);
  }

  /** The listings of the nearby pros a page shows, in their order. */
  private async nearbyListings(
    directory: ReadCollection<DirectoryDocument>,
    pros: readonly NearbyPro[],
  ): Promise<{ doc: Listing; pro: NearbyPro }[]> {
    if (pros.length === 0) return [];
    const docs: Listing[] = await directory.find(
      { _id: { $in: pros.map((pro) => pro._id) } },
      { projection: directoryListingFields },
    );
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
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
function listingItem(doc: Listing, now: WeekTime, nearby: NearbyPro | null): DirectoryItem {
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
    phoneVerified: doc.phoneVerified,
    contact: effectiveContactChannels(doc.contactChoice.preferences, doc.phoneVerified),
    nearby: nearby ? { zoneId: nearby.zoneId, km: nearby.km } : null,
  };
}
