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
} from '@gp/shared';
import { CLOCK, type Clock, READ_STORE, type ReadStore } from '@gp/shared/server';
import { directoryProjection, type DirectoryDocument } from '@gp/projections';
import { assertKnownFilterValues, directoryFilter, directoryListingFields, directorySorts } from '../directory-search';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { ListProsQuery } from './list-pros.query';

type Listing = Pick<DirectoryDocument, '_id' | keyof typeof directoryListingFields>;

/** Reads the directory read model: public profiles only, filtered and sorted there. */
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
    const filter = directoryFilter(filters, now);
    // Only the listing's fields: a listing needs none of the review standings the documents carry.
    const found = await findPage(directory, filter, directorySorts[sort], { page, pageSize }, directoryListingFields);
    return mapPage(found, (doc: Listing): DirectoryItem => ({
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
      contact: effectiveContactChannels(doc.contactPreferences, doc.phoneVerified),
    }));
  }
}
