import { MAX_PHOTOS_PER_USER, type Lang, type PhotoKind, type UpdateProfileRequest, type UserEvent, type WeeklyHours } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';

/** Commands on the user aggregate (`user-{id}`). */
export type UserCommand =
  /** passwordHash null: an account that signs in through Google only. */
  | { type: 'RegisterUser'; userId: string; email: string; passwordHash: string | null; preferredLang: Lang; now: string }
  | { type: 'RegisterAnonymousUser'; userId: string; preferredLang: Lang; now: string }
  | { type: 'SetPassword'; userId: string; passwordHash: string; now: string }
  | { type: 'AssignAdminRole'; userId: string; now: string }
  | { type: 'AssignContractorRole'; userId: string; now: string }
  | { type: 'SetAuditorRole'; userId: string; isAuditor: boolean; now: string }
  | { type: 'DeleteAccount'; userId: string; now: string }
  | { type: 'GrantBetaAccess'; userId: string; betaKeyId: string | null; now: string }
  | { type: 'RevokeBetaAccess'; userId: string; now: string }
  | { type: 'AcceptTerms'; userId: string; version: number; now: string }
  | { type: 'ChangeDisplayName'; userId: string; displayName: string; now: string }
  | { type: 'LinkAnonymousUser'; userId: string; anonymousUserId: string; now: string }
  /** phoneNumber: E.164, already proven by a code and claimed on its `phone-{e164}` stream. */
  | { type: 'VerifyPhoneNumber'; userId: string; phoneNumber: string; now: string }
  | { type: 'UpdateProfile'; userId: string; changes: UpdateProfileRequest; now: string }
  | { type: 'UploadPhoto'; userId: string; photoId: string; kind: PhotoKind; contentType: string; width: number; height: number; now: string }
  | { type: 'RemovePhoto'; userId: string; photoId: string; now: string }
  | { type: 'ChoosePhoto'; userId: string; photoId: string; as: 'profile' | 'cover'; now: string }
  | { type: 'ApprovePhoto'; userId: string; photoId: string; now: string }
  | { type: 'RejectPhoto'; userId: string; photoId: string; reason: string; now: string };

export type PhotoStatus = 'pending' | 'approved' | 'rejected';

export interface UserState {
  exists: boolean;
  deleted: boolean;
  isAdmin: boolean;
  isAuditor: boolean;
  isAnonymous: boolean;
  isContractor: boolean;
  phoneNumber: string | null;
  hasBetaAccess: boolean;
  acceptedTermsVersion: number | null;
  passwordHash: string | null;
  email: string | null;
  displayName: string | null;
  preferredLang: Lang;
  hasHours: boolean;
  linkedAnonymousUserIds: string[];
  profile: { description: string; serviceIds: string[]; zoneIds: string[]; languageCodes: string[]; hours: WeeklyHours | null };
  /** Photos not removed, by id. */
  photos: Record<string, PhotoStatus>;
  profilePhotoId: string | null;
  coverPhotoId: string | null;
}

const initialState = (): UserState => ({
  exists: false,
  deleted: false,
  isAdmin: false,
  isAuditor: false,
  isAnonymous: false,
  isContractor: false,
  phoneNumber: null,
  hasBetaAccess: false,
  acceptedTermsVersion: null,
  passwordHash: null,
  email: null,
  displayName: null,
  preferredLang: 'en',
  hasHours: false,
  linkedAnonymousUserIds: [],
  profile: { description: '', serviceIds: [], zoneIds: [], languageCodes: [], hours: null },
  photos: {},
  profilePhotoId: null,
  coverPhotoId: null,
});

const sameList = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** One event per field that actually changes, so a debounced re-save appends nothing. */
function profileChanges(userId: string, changes: UpdateProfileRequest, current: UserState['profile'], now: string): UserEvent[] {
  const events: UserEvent[] = [];
  if (changes.description !== undefined && changes.description !== current.description) {
    events.push({ type: 'ProfileDescribed', data: { userId, description: changes.description, describedAt: now } });
  }
  if (changes.serviceIds && !sameList(changes.serviceIds, current.serviceIds)) {
    events.push({ type: 'ServicesChosen', data: { userId, serviceIds: changes.serviceIds, chosenAt: now } });
  }
  if (changes.zoneIds && !sameList(changes.zoneIds, current.zoneIds)) {
    events.push({ type: 'ZonesChosen', data: { userId, zoneIds: changes.zoneIds, chosenAt: now } });
  }
  if (changes.languageCodes && !sameList(changes.languageCodes, current.languageCodes)) {
    events.push({ type: 'SpokenLanguagesChosen', data: { userId, languageCodes: changes.languageCodes, chosenAt: now } });
  }
  if (changes.hours && !sameList(changes.hours, current.hours ?? [])) {
    events.push({ type: 'HoursSet', data: { userId, hours: changes.hours, setAt: now } });
  }
  return events;
}

function requirePhoto(state: UserState, photoId: string): PhotoStatus {
  const status = state.photos[photoId];
  if (!status) throw new DomainError('PHOTO.NOT_FOUND');
  return status;
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState,
  decide(command, state) {
    const { userId, now } = command;
    if (command.type === 'RegisterUser' || command.type === 'RegisterAnonymousUser') {
      if (state.exists) return [];
      const registered: UserEvent = {
        type: 'UserRegistered',
        data: { userId, email: command.type === 'RegisterUser' ? command.email : null, isAnonymous: command.type === 'RegisterAnonymousUser', preferredLang: command.preferredLang, registeredAt: now },
      };
      if (command.type === 'RegisterAnonymousUser' || command.passwordHash === null) return [registered];
      return [registered, { type: 'PasswordSet', data: { userId, passwordHash: command.passwordHash, setAt: now } }];
    }
    if (!state.exists || state.deleted) throw new DomainError('USER.NOT_FOUND');
    switch (command.type) {
      case 'SetPassword':
        return [{ type: 'PasswordSet', data: { userId, passwordHash: command.passwordHash, setAt: now } }];
      case 'AssignAdminRole':
        return state.isAdmin ? [] : [{ type: 'AdminRoleAssigned', data: { userId, assignedAt: now } }];
      case 'AssignContractorRole':
        return state.isContractor ? [] : [{ type: 'ContractorRoleAssigned', data: { userId, assignedAt: now } }];
      case 'SetAuditorRole':
        if (state.isAuditor === command.isAuditor) return [];
        return command.isAuditor ? [{ type: 'AuditorRoleAssigned', data: { userId, assignedAt: now } }] : [{ type: 'AuditorRoleRevoked', data: { userId, revokedAt: now } }];
      case 'DeleteAccount':
        if (state.isAdmin) throw new DomainError('ADMIN.PROTECTED_ACCOUNT');
        return [{ type: 'AccountDeleted', data: { userId, deletedAt: now } }];
      case 'GrantBetaAccess':
        return state.hasBetaAccess ? [] : [{ type: 'BetaAccessGranted', data: { userId, betaKeyId: command.betaKeyId, grantedAt: now } }];
      case 'RevokeBetaAccess':
        return state.hasBetaAccess ? [{ type: 'BetaAccessRevoked', data: { userId, revokedAt: now } }] : [];
      case 'AcceptTerms':
        if (state.isAnonymous) throw new DomainError('AUTH.REQUIRED');
        return state.acceptedTermsVersion === command.version ? [] : [{ type: 'TermsAccepted', data: { userId, version: command.version, acceptedAt: now } }];
      case 'ChangeDisplayName':
        return state.displayName === command.displayName ? [] : [{ type: 'DisplayNameChanged', data: { userId, displayName: command.displayName, changedAt: now } }];
      case 'LinkAnonymousUser':
        if (state.isAnonymous || command.anonymousUserId === userId) throw new DomainError('REQUEST.INVALID');
        return state.linkedAnonymousUserIds.includes(command.anonymousUserId)
          ? []
          : [{ type: 'AnonymousUserLinked', data: { userId, anonymousUserId: command.anonymousUserId, linkedAt: now } }];
      case 'VerifyPhoneNumber':
        if (state.isAnonymous) throw new DomainError('AUTH.REQUIRED');
        return state.phoneNumber === command.phoneNumber ? [] : [{ type: 'PhoneNumberVerified', data: { userId, phoneNumber: command.phoneNumber, verifiedAt: now } }];
      case 'UpdateProfile':
        return profileChanges(userId, command.changes, state.profile, now);
      case 'UploadPhoto': {
        if (state.photos[command.photoId]) return [];
        if (Object.keys(state.photos).length >= MAX_PHOTOS_PER_USER) throw new DomainError('PHOTO.LIMIT_REACHED');
        const { photoId, contentType, width, height } = command;
        const uploaded: UserEvent = { type: 'PhotoUploaded', data: { userId, photoId, contentType, width, height, uploadedAt: now } };
        if (command.kind === 'profile') return [uploaded, { type: 'ProfilePhotoChosen', data: { userId, photoId, chosenAt: now } }];
        if (command.kind === 'cover') return [uploaded, { type: 'CoverPhotoChosen', data: { userId, photoId, chosenAt: now } }];
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
        return requirePhoto(state, command.photoId) === 'approved' ? [] : [{ type: 'PhotoApproved', data: { userId, photoId: command.photoId, approvedAt: now } }];
      case 'RejectPhoto':
        return requirePhoto(state, command.photoId) === 'rejected'
          ? []
          : [{ type: 'PhotoRejected', data: { userId, photoId: command.photoId, reason: command.reason, rejectedAt: now } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, exists: true, email: event.data.email, isAnonymous: event.data.isAnonymous, preferredLang: event.data.preferredLang };
      case 'PasswordSet':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'AdminRoleAssigned':
        return { ...state, isAdmin: true };
      case 'ContractorRoleAssigned':
        return { ...state, isContractor: true };
      case 'AuditorRoleAssigned':
        return { ...state, isAuditor: true };
      case 'AuditorRoleRevoked':
        return { ...state, isAuditor: false };
      case 'PhoneNumberVerified':
        return { ...state, phoneNumber: event.data.phoneNumber };
      case 'BetaAccessGranted':
        return { ...state, hasBetaAccess: true };
      case 'BetaAccessRevoked':
        return { ...state, hasBetaAccess: false };
      case 'TermsAccepted':
        return { ...state, acceptedTermsVersion: event.data.version };
      case 'DisplayNameChanged':
        return { ...state, displayName: event.data.displayName };
      case 'PreferredLanguageChanged':
        return { ...state, preferredLang: event.data.preferredLang };
      case 'HoursSet':
        return { ...state, hasHours: true, profile: { ...state.profile, hours: event.data.hours } };
      case 'ProfileDescribed':
        return { ...state, profile: { ...state.profile, description: event.data.description } };
      case 'ServicesChosen':
        return { ...state, profile: { ...state.profile, serviceIds: event.data.serviceIds } };
      case 'ZonesChosen':
        return { ...state, profile: { ...state.profile, zoneIds: event.data.zoneIds } };
      case 'SpokenLanguagesChosen':
        return { ...state, profile: { ...state.profile, languageCodes: event.data.languageCodes } };
      case 'PhotoUploaded':
        return { ...state, photos: { ...state.photos, [event.data.photoId]: 'pending' } };
      case 'PhotoApproved':
        return { ...state, photos: { ...state.photos, [event.data.photoId]: 'approved' } };
      case 'PhotoRejected': {
        // A rejected photo stops being the profile or cover photo.
        const { photoId } = event.data;
        return {
          ...state,
          photos: { ...state.photos, [photoId]: 'rejected' },
          profilePhotoId: state.profilePhotoId === photoId ? null : state.profilePhotoId,
          coverPhotoId: state.coverPhotoId === photoId ? null : state.coverPhotoId,
        };
      }
      case 'PhotoRemoved': {
        const { [event.data.photoId]: _removed, ...photos } = state.photos;
        const { photoId } = event.data;
        return {
          ...state,
          photos,
          profilePhotoId: state.profilePhotoId === photoId ? null : state.profilePhotoId,
          coverPhotoId: state.coverPhotoId === photoId ? null : state.coverPhotoId,
        };
      }
      case 'ProfilePhotoChosen':
        return { ...state, profilePhotoId: event.data.photoId };
      case 'CoverPhotoChosen':
        return { ...state, coverPhotoId: event.data.photoId };
      case 'AnonymousUserLinked':
        return { ...state, linkedAnonymousUserIds: [...state.linkedAnonymousUserIds, event.data.anonymousUserId] };
      case 'AccountDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
};
