import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { photoSources, photoUrl, type ListAdminPhotosResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { photosProjection, profilesProjection, type PhotoDocument, type ProfileDocument } from '@gp/projections';
import { findPage, mapPage } from '../../../core/queries/find-page';
import { SharedAnswers } from '../../../core/queries/shared-answers';
import { ListAdminPhotosQuery } from './list-admin-photos.query';
import { AccountNames } from '../../users/public';

/** Reads the photos read model (the owners' names from accounts, what each photo is used as from profiles): pending first, newest first within a status. */
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
    const owners = found.items.map((photo) => photo.userId);
    const names = await this.ownerNames.forAdmins(owners);
    const chosen = await this.chosenPhotos(owners);
    const kindOf = (photo: PhotoDocument) =>
      chosen.get(photo.userId)?.profilePhotoId === photo._id
        ? 'profile'
        : chosen.get(photo.userId)?.coverPhotoId === photo._id
          ? 'cover'
          : 'work';
    return mapPage(found, (photo) => ({
      userId: photo.userId,
      photoId: photo._id,
      ownerName: names.get(photo.userId) ?? null,
      uploadedAt: photo.uploadedAt,
      status: photo.status,
      kind: kindOf(photo),
      rejection: photo.rejection,
      thumbnailUrl: photoUrl(photo.userId, photo._id, 'thumbnail'),
      thumbnailSources: photoSources(photo.userId, photo._id, 'square'),
    }));
  }

  /** The photo each owner on the page uses as profile photo and as cover, read from the profiles read model (as names are from accounts). */
  private async chosenPhotos(
    userIds: readonly string[],
  ): Promise<Map<string, Pick<ProfileDocument, 'profilePhotoId' | 'coverPhotoId'>>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const profiles = await this.readStore
      .collection<ProfileDocument>(profilesProjection.collection)
      .find({ _id: { $in: ids } }, { projection: { _id: 1, profilePhotoId: 1, coverPhotoId: 1 } });
    return new Map(profiles.map((profile) => [profile._id, profile]));
  }
}
