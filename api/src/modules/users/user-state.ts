import type { UserEvent } from '@gp/shared';
import { fold } from '../../core/commands/decider';
import { userAccessDecider, type UserAccessState } from './user-access.decider';
import { userPhoneDecider, type UserPhoneState } from './user-phone.decider';
import { userPhotosDecider, type UserPhotosState } from './user-photos.decider';
import { userProfileDecider, type UserProfileState } from './user-profile.decider';

/** Everything the four deciders of `user-{id}` know about one account: what sessions and checks read. */
export type UserState = UserAccessState & UserProfileState & UserPhotosState & UserPhoneState;

export function foldUser(events: readonly UserEvent[]): UserState {
  return {
    ...fold(userAccessDecider, events),
    ...fold(userProfileDecider, events),
    ...fold(userPhotosDecider, events),
    ...fold(userPhoneDecider, events),
  };
}
