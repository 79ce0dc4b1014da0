import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { photoSources, photoUrl, type ListAdminPhotosResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { photosProjection, type PhotoDocument } from '@gp/projections';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { SharedAnswers } from '../../../core/queries/shared-answers';
import { ListAdminPhotosQuery } from './list-admin-photos.query';
import { AccountNames } from '../../users/public';

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
    const found = await findPage(
      photos,
      status ? { status } : {},
      { queueRank: 1, uploadedAt: -1 },
      { page, pageSize },
    );
    const names = await this.ownerNames.forAdmins(found.items.map((photo) => photo.userId));
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
