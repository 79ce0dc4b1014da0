import { MAX_PHOTOS_PER_USER, type PhotoKind, type PhotoRejectionCode, type UserEvent } from '@gp/shared';
import { publicPhotoId } from '@gp/projections';
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
  /** After the account's deletion (forgetting): every photo it still has leaves, its files deleted by the reactor. */
  | { type: 'ForgetPhotos'; userId: string; now: string }
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
  /** What visitors see as the profile and cover photo (the profiles projection's rule, publicPhotoId). */
  shownProfilePhotoId: string | null;
  shownCoverPhotoId: string | null;
}

/** The photos that stand in the profile or cover place, chosen or still shown to visitors. */
const placedPhotos = (state: UserPhotosState) =>
  new Set(
    [state.profilePhotoId, state.shownProfilePhotoId, state.coverPhotoId, state.shownCoverPhotoId].filter(
      (id): id is string => id !== null,
    ),
  );

/**
 * Issue 39: a replaced profile or cover photo leaves the account rather than falling back among the
 * work photos, where visitors would see it. It goes once its replacement is what visitors see (at
 * once if it never was public; else when the new one is approved), so a visitor never meets an
 * empty place meanwhile. A rejected replacement gives the place back to the photo shown before.
 */
function withReplacedRemoved(state: UserPhotosState, events: UserEvent[], userId: string, now: string): UserEvent[] {
  const after = placedPhotos(events.reduce(userPhotosDecider.evolve, state));
  const replaced = [...placedPhotos(state)].filter((photoId) => !after.has(photoId));
  return [
    ...events,
    ...replaced.map((photoId): UserEvent => ({ type: 'PhotoRemoved', data: { userId, photoId, removedAt: now } })),
  ];
}

function requirePhoto(state: UserPhotosState, photoId: string): PhotoStatus {
  const status = state.photos[photoId];
  if (!status) throw new DomainError('PHOTO.NOT_FOUND');
  return status;
}

/** The photos visitors see in the two places, after a photo event (the profiles projection's rule). */
function withShownPhotos(state: UserPhotosState): UserPhotosState {
  const isApproved = (photoId: string) => state.photos[photoId] === 'approved';
  return {
    ...state,
    shownProfilePhotoId: publicPhotoId(state.profilePhotoId, state.shownProfilePhotoId, isApproved),
    shownCoverPhotoId: publicPhotoId(state.coverPhotoId, state.shownCoverPhotoId, isApproved),
  };
}

/** A photo that is rejected or removed stops being chosen: the place goes back to what visitors see there. */
function unchoose(state: UserPhotosState, photoId: string): UserPhotosState {
  const shown = withShownPhotos(state);
  return {
    ...shown,
    profilePhotoId: shown.profilePhotoId === photoId ? shown.shownProfilePhotoId : shown.profilePhotoId,
    coverPhotoId: shown.coverPhotoId === photoId ? shown.shownCoverPhotoId : shown.coverPhotoId,
  };
}

export const userPhotosDecider: Decider<UserPhotosCommand, UserPhotosState, UserEvent> = {
  initialState: () => ({
    ...initialLifecycle(),
    photos: {},
    profilePhotoId: null,
    coverPhotoId: null,
    shownProfilePhotoId: null,
    shownCoverPhotoId: null,
  }),
  decide(command, state) {
    if (command.type === 'ForgetPhotos') {
      // Only a deleted account's: the moderation queue and every read model let its photos go.
      if (!state.exists) throw new DomainError('USER.NOT_FOUND');
      if (!state.deleted) throw new DomainError('REQUEST.INVALID');
      return Object.keys(state.photos).map((photoId): UserEvent => ({
        type: 'PhotoRemoved',
        data: { userId: command.userId, photoId, removedAt: command.now },
      }));
    }
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
          return withReplacedRemoved(
            state,
            [uploaded, { type: 'ProfilePhotoChosen', data: { userId, photoId, chosenAt: now } }],
            userId,
            now,
          );
        if (command.kind === 'cover')
          return withReplacedRemoved(
            state,
            [uploaded, { type: 'CoverPhotoChosen', data: { userId, photoId, chosenAt: now } }],
            userId,
            now,
          );
        return [uploaded];
      }
      case 'RemovePhoto':
        requirePhoto(state, command.photoId);
        return [{ type: 'PhotoRemoved', data: { userId, photoId: command.photoId, removedAt: now } }];
      case 'ChoosePhoto': {
        if (requirePhoto(state, command.photoId) === 'rejected') throw new DomainError('PHOTO.NOT_FOUND');
        const current = command.as === 'profile' ? state.profilePhotoId : state.coverPhotoId;
        if (current === command.photoId) return [];
        const chosen: UserEvent =
          command.as === 'profile'
            ? { type: 'ProfilePhotoChosen', data: { userId, photoId: command.photoId, chosenAt: now } }
            : { type: 'CoverPhotoChosen', data: { userId, photoId: command.photoId, chosenAt: now } };
        return withReplacedRemoved(state, [chosen], userId, now);
      }
      case 'ApprovePhoto':
        return requirePhoto(state, command.photoId) === 'approved'
          ? []
          : withReplacedRemoved(
              state,
              [{ type: 'PhotoApproved', data: { userId, photoId: command.photoId, approvedAt: now } }],
              userId,
              now,
            );
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
        return withShownPhotos({ ...state, photos: { ...state.photos, [event.data.photoId]: 'approved' } });
      case 'PhotoRejected':
        return unchoose(
          { ...state, photos: { ...state.photos, [event.data.photoId]: 'rejected' } },
          event.data.photoId,
        );
      case 'PhotoRemoved': {
        const { [event.data.photoId]: _removed, ...photos } = state.photos;
        return unchoose({ ...state, photos }, event.data.photoId);
      }
      case 'ProfilePhotoChosen':
        return withShownPhotos({ ...state, profilePhotoId: event.data.photoId });
      case 'CoverPhotoChosen':
        return withShownPhotos({ ...state, coverPhotoId: event.data.photoId });
      default:
        return state;
    }
  },
};
