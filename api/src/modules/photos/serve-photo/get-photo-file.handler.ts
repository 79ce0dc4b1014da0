import type { Readable } from 'node:stream';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isSizedVariant, parseSizedVariant, photoContentType, type PhotoVariant } from '@gp/shared';
import { BLOB_STORE, READ_STORE, type BlobStore, type ReadStore } from '@gp/shared/server';
import { profilesProjection, type ProfileDocument } from '@gp/projections';
import { DomainError } from '../../../core/errors/domain-error';
import { type PhotoStatus, UserLookup } from '../../users/public';
import { photoBlobKey } from '../photo-files';
import { GetPhotoFileQuery } from './get-photo-file.query';

export interface PhotoFile {
  body: Readable;
  size: number;
  contentType: string;
  /** False for a photo not approved (awaiting review or rejected) shown to its owner or an admin: no shared cache may keep it. */
  isPublic: boolean;
  /** False when another file stands in for a variant not made yet: a later request gets the variant. */
  isFinal: boolean;
}

/**
 * What stands in for a variant the background job has not made yet (it is running, or the photo
 * predates the variant): the JPEG of the same shape when made, else the original. A browser shows
 * a JPEG whatever the URL asked for, so a page never shows a broken photo.
 */
function standInsFor(variant: PhotoVariant): PhotoVariant[] {
  if (variant === 'original') return [];
  if (!isSizedVariant(variant)) return ['original'];
  return [parseSizedVariant(variant).shape === 'square' ? 'thumbnail' : 'large', 'original'];
}

/**
 * A photo's file for a viewer. Removed and unknown photos are 404; one not approved (awaiting
 * review or rejected, DESIGN §9) is 404 for everyone but its owner and admins, whichever variant
 * is asked for.
 */
@QueryHandler(GetPhotoFileQuery)
export class GetPhotoFileHandler implements IQueryHandler<GetPhotoFileQuery, PhotoFile> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly users: UserLookup,
  ) {}

  async execute({ userId, photoId, variant, viewer }: GetPhotoFileQuery): Promise<PhotoFile> {
    const status = await this.statusOf(userId, photoId);
    const isOwner = viewer?.userId === userId && !viewer.isAnonymous;
    const isApproved = status === 'approved';
    if (!status || (!isApproved && !isOwner && !viewer?.isAdmin)) throw new DomainError('PHOTO.NOT_FOUND');
    for (const served of [variant, ...standInsFor(variant)]) {
      const file = await this.blobs.get(photoBlobKey(userId, photoId, served));
      if (file)
        return {
          body: file.body,
          size: file.size,
          contentType: photoContentType(served),
          isPublic: isApproved,
          isFinal: served === variant,
        };
    }
    throw new DomainError('PHOTO.NOT_FOUND');
  }

  private async statusOf(userId: string, photoId: string): Promise<PhotoStatus | null> {
    const profile = await this.readStore
      .collection<ProfileDocument>(profilesProjection.collection)
      .findOne({ _id: userId }, { projection: { photos: 1 } });
    const entry = profile?.photos.find((photo) => photo.id === photoId);
    if (entry) return entry.status;
    // The read model may not have caught up with a photo uploaded a moment ago (an <img> cannot
    // send X-Min-Position): the user's stream, which the upload answered from, decides.
    const user = await this.users.user(userId);
    return user.exists && !user.deleted ? (user.photos[photoId] ?? null) : null;
  }
}
