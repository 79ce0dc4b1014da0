import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { photoSources, photoUrl, type ListAdminPhotosResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { photosProjection, type PhotoDocument } from '@gp/projections';
import { mapPage } from '../../../core/queries/find-page';
import { SharedAnswers } from '../../../core/queries/shared-answers';
import { AccountNames } from '../account-names';
import { ListAdminPhotosQuery } from './list-admin-photos.query';

/** Pending photos first: the statuses sort in this order when mapped to these ranks. */
const STATUS_ORDER = ['pending', 'rejected', 'approved'] as const;

/** Reads the photos read model (and the owners' names from accounts: display name, else email): pending first, newest first within a status. */
@QueryHandler(ListAdminPhotosQuery)
export class ListAdminPhotosHandler implements IQueryHandler<ListAdminPhotosQuery, ListAdminPhotosResponse> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly ownerNames: AccountNames,
    private readonly answers: SharedAnswers,
  ) {}

  /** The same queue for every admin and auditor: computed once until a photo or a name changes. */
  execute(query: ListAdminPhotosQuery): Promise<ListAdminPhotosResponse> {
    return this.answers.of(query, () => this.list(query));
  }

  private async list({ params: { page, pageSize, status } }: ListAdminPhotosQuery): Promise<ListAdminPhotosResponse> {
    const photos = this.readStore.collection<PhotoDocument>(photosProjection.collection);
    const statuses = status ? [status] : STATUS_ORDER;
    // One page may span statuses: walk them in order, taking what the page still needs.
    const counts = await Promise.all(statuses.map((entry) => photos.countDocuments({ status: entry })));
    let skip = (page - 1) * pageSize;
    const items: PhotoDocument[] = [];
    for (const [index, entry] of statuses.entries()) {
      if (items.length >= pageSize) break;
      if (skip >= counts[index]!) {
        skip -= counts[index]!;
        continue;
      }
      items.push(
        ...(await photos.find(
          { status: entry },
          { sort: { uploadedAt: -1, _id: 1 }, skip, limit: pageSize - items.length },
        )),
      );
      skip = 0;
    }
    const names = await this.ownerNames.of(items.map((photo) => photo.userId));
    const found = { items, total: counts.reduce((sum, count) => sum + count, 0), page, pageSize };
    return mapPage(found, (photo) => ({
      userId: photo.userId,
      photoId: photo._id,
      ownerName: names.get(photo.userId) ?? null,
      uploadedAt: photo.uploadedAt,
      status: photo.status,
      rejection: photo.rejection,
      thumbnailUrl: photoUrl(photo.userId, photo._id, 'thumbnail'),
      thumbnailSources: photoSources(photo.userId, photo._id, 'square'),
    }));
  }
}
