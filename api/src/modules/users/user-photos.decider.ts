import { MAX_PHOTOS_PER_USER, type PhotoKind, type PhotoRejectionCode, type UserEvent } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';
import { evolveLifecycle, initialLifecycle, requireLiveUser, type UserLifecycle } from './user-lifecycle';

/** A user's photos on `user-{id}`: uploads, removal, the profile and cover choice, and moderation. */
export type UserPhotosCommand =
  | {
      type: 'UploadPhoto';
      userId: string;
      photoId: string;
      kind: PhotoKind;
      contentType: string;
      width: number;
      height: number;
      now: string;
    }
  | { type: 'RemovePhoto'; userId: string; photoId: string; now: string }
  | { type: 'ChoosePhoto'; userId: string; photoId: string; as: 'profile' | 'cover'; now: string }
  | { type: 'ApprovePhoto'; userId: string; photoId: string; now: string }
  | { type: 'RejectPhoto'; userId: string; photoId: string; reasonCode: PhotoRejectionCode; note: string; now: string };

export type PhotoStatus = 'pending' | 'approved' | 'rejected';

/** The photo cap, also checked before an upload is decoded so a full account costs no image work. */
export const hasRoomForPhoto = (state: { photos: Record<string, PhotoStatus> }) =>
  Object.keys(state.photos).length < MAX_PHOTOS_PER_USER;

export interface UserPhotosState extends UserLifecycle {
  /** Photos not removed, by id. */
  photos: Record<string, PhotoStatus>;
  profilePhotoId: string | null;
  coverPhotoId: string | null;
}

function requirePhoto(state: UserPhotosState, photoId: string): PhotoStatus {
  const status = state.photos[photoId];
  if (!status) throw new DomainError('PHOTO.NOT_FOUND');
  return status;
}

/** A photo that is rejected or removed stops being the profile or cover photo. */
function unchoose(state: UserPhotosState, photoId: string): Pick<UserPhotosState, 'profilePhotoId' | 'coverPhotoId'> {
  return {
    profilePhotoId: state.profilePhotoId === photoId ? null : state.profilePhotoId,
    coverPhotoId: state.coverPhotoId === photoId ? null : state.coverPhotoId,
  };
}

export const userPhotosDecider: Decider<UserPhotosCommand, UserPhotosState, UserEvent> = {
  initialState: () => ({ ...initialLifecycle(), photos: {}, profilePhotoId: null, coverPhotoId: null }),
  decide(command, state) {
    requireLiveUser(state);
    const { userId, now } = command;
    switch (command.type) {
      case 'UploadPhoto': {
        if (state.photos[command.photoId]) return [];
        if (!hasRoomForPhoto(state)) throw new DomainError('PHOTO.LIMIT_REACHED');
        const { photoId, contentType, width, height } = command;
        const uploaded: UserEvent = {
          type: 'PhotoUploaded',
          data: { userId, photoId, contentType, width, height, uploadedAt: now },
        };
        if (command.kind === 'profile')
          return [uploaded, { type: 'ProfilePhotoChosen', data: { userId, photoId, chosenAt: now } }];
        if (command.kind === 'cover')
          return [uploaded, { type: 'CoverPhotoChosen', data: { userId, photoId, chosenAt: now } }];
        return [uploaded];
      }
      case 'RemovePhoto':
        requirePhoto(state, command.photoId);
        return [{ type: 'PhotoRemoved', data: { userId, photoId: command.photoId, removedAt: now } }];
      case 'ChoosePhoto': {
        if (requirePhoto(state, command.photoId) === 'rejected') throw new DomainError('PHOTO.NOT_FOUND');
        const current = command.as === 'profile' ? state.profilePhotoId : state.coverPhotoId;
        if (current === command.photoId) return [];
        return command.as === 'profile'
          ? [{ type: 'ProfilePhotoChosen', data: { userId, photoId: command.photoId, chosenAt: now } }]
          : [{ type: 'CoverPhotoChosen', data: { userId, photoId: command.photoId, chosenAt: now } }];
      }
      case 'ApprovePhoto':
        return requirePhoto(state, command.photoId) === 'approved'
          ? []
          : [{ type: 'PhotoApproved', data: { userId, photoId: command.photoId, approvedAt: now } }];
      case 'RejectPhoto':
        return requirePhoto(state, command.photoId) === 'rejected'
          ? []
          : [
              {
                type: 'PhotoRejected',
                data: {
                  userId,
                  photoId: command.photoId,
                  reason: command.note,
                  reasonCode: command.reasonCode,
                  rejectedAt: now,
                },
              },
            ];
    }
  },
  evolve(current, event) {
    const state = evolveLifecycle(current, event);
    switch (event.type) {
      case 'PhotoUploaded':
        return { ...state, photos: { ...state.photos, [event.data.photoId]: 'pending' } };
      case 'PhotoApproved':
        return { ...state, photos: { ...state.photos, [event.data.photoId]: 'approved' } };
      case 'PhotoRejected':
        return {
          ...state,
          photos: { ...state.photos, [event.data.photoId]: 'rejected' },
          ...unchoose(state, event.data.photoId),
        };
      case 'PhotoRemoved': {
        const { [event.data.photoId]: _removed, ...photos } = state.photos;
        return { ...state, photos, ...unchoose(state, event.data.photoId) };
      }
      case 'ProfilePhotoChosen':
        return { ...state, profilePhotoId: event.data.photoId };
      case 'CoverPhotoChosen':
        return { ...state, coverPhotoId: event.data.photoId };
      default:
        return state;
    }
  },
};
