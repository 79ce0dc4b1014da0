import type { Lang, UserEvent } from '@gp/shared';
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
  | { type: 'GrantBetaAccess'; userId: string; betaKeyId: string | null; now: string }
  | { type: 'RevokeBetaAccess'; userId: string; now: string }
  | { type: 'AcceptTerms'; userId: string; version: number; now: string }
  | { type: 'ChangeDisplayName'; userId: string; displayName: string; now: string }
  | { type: 'LinkAnonymousUser'; userId: string; anonymousUserId: string; now: string };

export interface UserState {
  exists: boolean;
  deleted: boolean;
  isAdmin: boolean;
  isAnonymous: boolean;
  isContractor: boolean;
  hasBetaAccess: boolean;
  acceptedTermsVersion: number | null;
  passwordHash: string | null;
  email: string | null;
  displayName: string | null;
  preferredLang: Lang;
  hasHours: boolean;
  linkedAnonymousUserIds: string[];
}

const initialState = (): UserState => ({
  exists: false,
  deleted: false,
  isAdmin: false,
  isAnonymous: false,
  isContractor: false,
  hasBetaAccess: false,
  acceptedTermsVersion: null,
  passwordHash: null,
  email: null,
  displayName: null,
  preferredLang: 'en',
  hasHours: false,
  linkedAnonymousUserIds: [],
});

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
        return { ...state, hasHours: true };
      case 'AnonymousUserLinked':
        return { ...state, linkedAnonymousUserIds: [...state.linkedAnonymousUserIds, event.data.anonymousUserId] };
      case 'AccountDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
};
