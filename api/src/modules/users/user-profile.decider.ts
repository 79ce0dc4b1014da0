import {
  changedDescription,
  contactChoiceAfter,
  NO_CONTACT_CHOICE,
  sameDescription,
  type ContactChoice,
  type ContactPreferences,
  type ProfileDescription,
  type UpdateProfileRequest,
  type UserEvent,
  type WeeklyHours,
} from '@gp/shared';
import { isChargeableNumber } from '@gp/shared/server';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';
import { evolveLifecycle, initialLifecycle, requireLiveUser, type UserLifecycle } from './user-lifecycle';

/** What a profile says on `user-{id}`: the display name and the contractor's description, services, zones, languages, hours and contact channels. */
export type UserProfileCommand =
  | { type: 'ChangeDisplayName'; userId: string; displayName: string; now: string }
  | { type: 'UpdateProfile'; userId: string; changes: UpdateProfileRequest; now: string }
  | { type: 'SetContactPreferences'; userId: string; preferences: ContactPreferences; now: string };

export interface UserProfileState extends UserLifecycle {
  displayName: string | null;
  hasHours: boolean;
  /** The channels and whether the pro chose them (rules/contact.ts). */
  contactChoice: ContactChoice;
  /** The verified number the WhatsApp and call channels reach (E.164), if any. */
  phoneNumber: string | null;
  profile: {
    /** Per language: Spanish, English or both. */
    description: ProfileDescription;
    serviceIds: string[];
    zoneIds: string[];
    languageCodes: string[];
    hours: WeeklyHours | null;
  };
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** One event per field that actually changes, so a debounced re-save appends nothing. */
function profileChanges(
  userId: string,
  changes: UpdateProfileRequest,
  current: UserProfileState['profile'],
  now: string,
): UserEvent[] {
  const events: UserEvent[] = [];
  if (changes.description) {
    // The whole description after the change: a language the change leaves out keeps its text.
    const description = changedDescription(current.description, changes.description);
    if (!sameDescription(description, current.description))
      events.push({ type: 'ProfileDescribed', data: { userId, description, describedAt: now } });
  }
  if (changes.serviceIds && !sameList(changes.serviceIds, current.serviceIds)) {
    events.push({ type: 'ServicesChosen', data: { userId, serviceIds: changes.serviceIds, chosenAt: now } });
  }
  if (changes.zoneIds && !sameList(changes.zoneIds, current.zoneIds)) {
    events.push({ type: 'ZonesChosen', data: { userId, zoneIds: changes.zoneIds, chosenAt: now } });
  }
  if (changes.languageCodes && !sameList(changes.languageCodes, current.languageCodes)) {
    events.push({
      type: 'SpokenLanguagesChosen',
      data: { userId, languageCodes: changes.languageCodes, chosenAt: now },
    });
  }
  if (changes.hours && !sameList(changes.hours, current.hours ?? [])) {
    events.push({ type: 'HoursSet', data: { userId, hours: changes.hours, setAt: now } });
  }
  return events;
}

export const userProfileDecider: Decider<UserProfileCommand, UserProfileState, UserEvent> = {
  initialState: () => ({
    ...initialLifecycle(),
    displayName: null,
    hasHours: false,
    contactChoice: NO_CONTACT_CHOICE,
    phoneNumber: null,
    profile: { description: {}, serviceIds: [], zoneIds: [], languageCodes: [], hours: null },
  }),
  decide(command, state) {
    requireLiveUser(state);
    const { userId, now } = command;
    switch (command.type) {
      case 'ChangeDisplayName':
        return state.displayName === command.displayName
          ? []
          : [{ type: 'DisplayNameChanged', data: { userId, displayName: command.displayName, changedAt: now } }];
      case 'UpdateProfile':
        return profileChanges(userId, command.changes, state.profile, now);
      case 'SetContactPreferences': {
        // An anonymous reviewer has no profile to be reached through.
        if (state.isAnonymous) throw new DomainError('AUTH.REQUIRED');
        const { whatsapp, call, message } = command.preferences;
        const { preferences: current, source } = state.contactChoice;
        // The same channels again record the choice when they were only the default or implied by an old verification.
        const same = current.whatsapp === whatsapp && current.call === call && current.message === message;
        if (same && source === 'chosen') return [];
        // A number verified before such numbers were refused must not be offered for clients to call.
        if ((whatsapp || call) && state.phoneNumber && isChargeableNumber(state.phoneNumber))
          throw new DomainError('PHONE.CHARGEABLE');
        return [{ type: 'ContactPreferencesSet', data: { userId, whatsapp, call, message, setAt: now } }];
      }
    }
  },
  evolve(current, event) {
    const state = evolveLifecycle(current, event);
    switch (event.type) {
      case 'DisplayNameChanged':
        return { ...state, displayName: event.data.displayName };
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
      case 'ContactPreferencesSet':
        return { ...state, contactChoice: contactChoiceAfter(state.contactChoice, event) };
      case 'PhoneNumberVerified':
        return {
          ...state,
          phoneNumber: event.data.phoneNumber,
          contactChoice: contactChoiceAfter(state.contactChoice, event),
        };
      default:
        return state;
    }
  },
};
