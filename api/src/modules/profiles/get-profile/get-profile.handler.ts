import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { effectiveContactChannels, photoSources, photoUrl, type PhotoView, type ProfileView } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { responseSignalAt, type ProfileDocument, type ProfilePhotoEntry } from '@gp/projections';
import { ProfileVisibility } from '../profile-visibility';
import { GetProfileQuery } from './get-profile.query';

/** Reads the profiles read model (which carries publicity and the rating), under the publication rule. A read is not a view: the page reports those (record-view). */
@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, ProfileView> {
  constructor(
    private readonly visibility: ProfileVisibility,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, viewer, asVisitor }: GetProfileQuery): Promise<ProfileView> {
    // "View as visitor": the very answer a signed-out visitor gets (404 while the profile is not public).
    const { profile, rating, isPublic, isOwner, isAdmin } = await this.visibility.load(
      userId,
      asVisitor ? null : viewer,
    );

    // DESIGN §9: visitors see approved photos only; the owner and admins see every one, marked.
    const seesAll = isOwner || isAdmin;
    const visible = seesAll ? profile.photos : profile.photos.filter((photo) => photo.status === 'approved');
    // The owner sees what they chose; visitors the approved photo shown until it is approved (or none).
    const profilePhotoId = seesAll ? profile.profilePhotoId : profile.publicProfilePhotoId;
    const coverPhotoId = seesAll ? profile.coverPhotoId : profile.publicCoverPhotoId;
    const view = (photo: ProfilePhotoEntry): PhotoView => ({
      id: photo.id,
      uploadedAt: photo.uploadedAt,
      status: photo.status,
      rejection: photo.rejection,
      urls: {
        original: photoUrl(userId, photo.id, 'original'),
        large: photoUrl(userId, photo.id, 'large'),
        thumbnail: photoUrl(userId, photo.id, 'thumbnail'),
      },
      sources: {
        square: photoSources(userId, photo.id, 'square'),
        full: photoSources(userId, photo.id, 'full', photo),
      },
    });
    const chosen = (photoId: string | null) => {
      const photo = photoId ? visible.find((entry) => entry.id === photoId) : undefined;
      return photo ? view(photo) : null;
    };
    // Work photos are the rest. A replaced photo still shown to visitors until its replacement is
    // approved is not one (it leaves the profile then: issue 39), so its owner does not see it there either.
    const placed = new Set([profilePhotoId, coverPhotoId, profile.publicProfilePhotoId, profile.publicCoverPhotoId]);
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
      photos: visible.filter((photo) => !placed.has(photo.id)).map(view),
      profilePhoto: chosen(profilePhotoId),
      coverPhoto: chosen(coverPhotoId),
      rating,
      isPublic,
      // Worked out now: the 90 days end at this read, so a request leaves them without an event.
      responseSignal: profile.isContractor ? responseSignalAt(profile.responseTimes, this.clock.now().getTime()) : null,
      viewer: { isOwner, isAdmin },
      contact: effectiveContactChannels(profile.contactChoice.preferences, profile.phoneNumber !== null),
      phoneVerified: profile.phoneNumber !== null,
      ...(isOwner
        ? {
            phoneNumber: profile.phoneNumber,
            contactPreferences: profile.contactChoice.preferences,
            contactChoice: profile.contactChoice.source,
          }
        : {}),
      ...(isAdmin ? { debug: { ...stored, lastEventPosition: _position ?? null } } : {}),
    };
  }
}
