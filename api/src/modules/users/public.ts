/** What other modules may use from the users module: its deciders (one per concern), the command runner, the write-side lookup, registering accounts and the configured admin. */
export { userAccessDecider, type UserAccessCommand } from './user-access.decider';
export { userProfileDecider, type UserProfileCommand } from './user-profile.decider';
export { hasRoomForPhoto, userPhotosDecider, type PhotoStatus, type UserPhotosCommand } from './user-photos.decider';
export { userPhoneDecider, type UserPhoneCommand } from './user-phone.decider';
export { foldUser, type UserState } from './user-state';
export { runUserCommand } from './user-command';
export { emailHash, UserLookup } from './user-lookup';
export { AccountRegistrar } from './account-registrar';
export { AccountNames } from './account-names';
export { EnsureAdminService } from './ensure-admin/ensure-admin.service';
