import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isProfilePublic, NO_STARS, photoUrl, ratingSummary, type PhotoView, type ProfileView } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { profilesProjection, type ProfileDocument, type ProfilePhotoEntry } from '@gp/projections';
import { DomainError } from '../../../core/errors/domain-error';
import { GetProfileQuery } from './get-profile.query';

/**
 * Reads the profiles read model. Until the profile is public (three live reviews) only its owner
 * and admins see it; everyone else gets the same 404 as for a profile that does not exist.
 */
@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, ProfileView> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ userId, viewer }: GetProfileQuery): Promise<ProfileView> {
    const profile = await this.readStore.collection<ProfileDocument>(profilesProjection.collection).findOne({ _id: userId });
    const isOwner = viewer?.userId === userId && !viewer.isAnonymous;
    const isAdmin = viewer?.isAdmin ?? false;
    // Live reviews arrive with the reviews read model; until then every profile has none.
    const rating = ratingSummary(NO_STARS);
    const isPublic = isProfilePublic(rating.count);
    if (!profile || (!isPublic && !isOwner && !isAdmin)) throw new DomainError('PROFILE.NOT_FOUND');

    // Rejected photos leave the public profile; the owner and admins still see them, marked.
    const visible = profile.photos.filter((photo) => photo.status !== 'rejected' || isOwner || isAdmin);
    const view = (photo: ProfilePhotoEntry): PhotoView => ({
      id: photo.id,
      uploadedAt: photo.uploadedAt,
      status: photo.status,
      urls: { original: photoUrl(userId, photo.id, 'original'), large: photoUrl(userId, photo.id, 'large'), thumbnail: photoUrl(userId, photo.id, 'thumbnail') },
    });
    const chosen = (photoId: string | null) => {
      const photo = photoId ? visible.find((entry) => entry.id === photoId) : undefined;
      return photo ? view(photo) : null;
    };
    const { _position, ...stored } = profile as ProfileDocument & { _position?: number };
    return {
      id: userId,
      displayName: profile.displayName,
      description: profile.description,
      isContractor: profile.isContractor,
      serviceIds: profile.serviceIds,
      zoneIds: profile.zoneIds,
      languageCodes: profile.languageCodes,
      hours: profile.hours,
      photos: visible.filter((photo) => photo.id !== profile.profilePhotoId && photo.id !== profile.coverPhotoId).map(view),
      profilePhoto: chosen(profile.profilePhotoId),
      coverPhoto: chosen(profile.coverPhotoId),
      rating,
      isPublic,
      viewer: { isOwner, isAdmin },
      ...(isOwner ? { phoneNumber: profile.phoneNumber } : {}),
      ...(isAdmin ? { debug: { ...stored, lastEventPosition: _position ?? null } } : {}),
    };
  }
}
