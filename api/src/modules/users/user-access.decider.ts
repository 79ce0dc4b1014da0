import {
  NOTIFICATION_KINDS,
  type AccountRole,
  type Lang,
  type NotificationPreferences,
  type UserEvent,
} from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';
import { evolveLifecycle, initialLifecycle, requireLiveUser, type UserLifecycle } from './user-lifecycle';

/** Access to the account on `user-{id}`: registration, credentials, roles, beta access, terms, language, notification channels, linking, deletion. */
export type UserAccessCommand =
  /** passwordHash null: an account that signs in through Google only. */
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      passwordHash: string | null;
      preferredLang: Lang;
      now: string;
    }
  | { type: 'RegisterAnonymousUser'; userId: string; preferredLang: Lang; now: string }
  | { type: 'SetPassword'; userId: string; passwordHash: string; now: string }
  | { type: 'AssignAdminRole'; userId: string; now: string }
  | { type: 'ChooseAccountRole'; userId: string; role: AccountRole; now: string }
  | { type: 'SetAuditorRole'; userId: string; isAuditor: boolean; now: string }
  | { type: 'DeleteAccount'; userId: string; now: string }
  /** After the deletion: the person's key was destroyed (the forgetting reactor); `by` who deleted the account. */
  | { type: 'ErasePersonalData'; userId: string; by: 'owner' | 'admin'; now: string }
  | { type: 'GrantBetaAccess'; userId: string; betaKeyId: string | null; now: string }
  | { type: 'RevokeBetaAccess'; userId: string; now: string }
  /** currentVersion: the terms in force now; only those can be agreed to. */
  | { type: 'AcceptTerms'; userId: string; version: number; currentVersion: number; now: string }
  | { type: 'ChangePreferredLanguage'; userId: string; preferredLang: Lang; now: string }
  | { type: 'SetNotificationPreferences'; userId: string; preferences: NotificationPreferences; now: string }
  | { type: 'LinkAnonymousUser'; userId: string; anonymousUserId: string; now: string };

export interface UserAccessState extends UserLifecycle {
  isAdmin: boolean;
  isAuditor: boolean;
  isContractor: boolean;
  hasBetaAccess: boolean;
  acceptedTermsVersion: number | null;
  passwordHash: string | null;
  email: string | null;
  preferredLang: Lang;
  /** Per notification kind the channel chosen; a kind left out is automatic. */
  notificationPreferences: NotificationPreferences;
  linkedAnonymousUserIds: string[];
  /** PersonalDataErased was recorded: the person is forgotten. */
  personalDataErased: boolean;
}

const samePreferences = (a: NotificationPreferences, b: NotificationPreferences) =>
  NOTIFICATION_KINDS.every((kind) => a[kind] === b[kind]);

export const userAccessDecider: Decider<UserAccessCommand, UserAccessState, UserEvent> = {
  initialState: () => ({
    ...initialLifecycle(),
    isAdmin: false,
    isAuditor: false,
    isContractor: false,
    hasBetaAccess: false,
    acceptedTermsVersion: null,
    passwordHash: null,
    email: null,
    preferredLang: 'en',
    notificationPreferences: {},
    linkedAnonymousUserIds: [],
    personalDataErased: false,
  }),
  decide(command, state) {
    const { userId, now } = command;
    if (command.type === 'RegisterUser' || command.type === 'RegisterAnonymousUser') {
      if (state.exists) return [];
      const registered: UserEvent = {
        type: 'UserRegistered',
        data: {
          userId,
          email: command.type === 'RegisterUser' ? command.email : null,
          isAnonymous: command.type === 'RegisterAnonymousUser',
          preferredLang: command.preferredLang,
          registeredAt: now,
        },
      };
      if (command.type === 'RegisterAnonymousUser' || command.passwordHash === null) return [registered];
      return [registered, { type: 'PasswordSet', data: { userId, passwordHash: command.passwordHash, setAt: now } }];
    }
    if (command.type === 'ErasePersonalData') {
      // Only a deleted account is forgotten, and once.
      if (!state.exists) throw new DomainError('USER.NOT_FOUND');
      if (!state.deleted) throw new DomainError('REQUEST.INVALID');
      return state.personalDataErased
        ? []
        : [{ type: 'PersonalDataErased', data: { userId, by: command.by, erasedAt: now } }];
    }
    requireLiveUser(state);
    switch (command.type) {
      case 'SetPassword':
        return [{ type: 'PasswordSet', data: { userId, passwordHash: command.passwordHash, setAt: now } }];
      case 'AssignAdminRole':
        return state.isAdmin ? [] : [{ type: 'AdminRoleAssigned', data: { userId, assignedAt: now } }];
      case 'ChooseAccountRole':
        // An anonymous reviewer is nobody's client or pro until they sign up.
        if (state.isAnonymous) throw new DomainError('AUTH.REQUIRED');
        if ((command.role === 'contractor') === state.isContractor) return [];
        return command.role === 'contractor'
          ? [{ type: 'ContractorRoleAssigned', data: { userId, assignedAt: now } }]
          : [{ type: 'ContractorRoleRevoked', data: { userId, revokedAt: now } }];
      case 'SetAuditorRole':
        if (state.isAuditor === command.isAuditor) return [];
        return command.isAuditor
          ? [{ type: 'AuditorRoleAssigned', data: { userId, assignedAt: now } }]
          : [{ type: 'AuditorRoleRevoked', data: { userId, revokedAt: now } }];
      case 'DeleteAccount':
        if (state.isAdmin) throw new DomainError('ADMIN.PROTECTED_ACCOUNT');
        return [{ type: 'AccountDeleted', data: { userId, deletedAt: now } }];
      case 'GrantBetaAccess':
        return state.hasBetaAccess
          ? []
          : [{ type: 'BetaAccessGranted', data: { userId, betaKeyId: command.betaKeyId, grantedAt: now } }];
      case 'RevokeBetaAccess':
        return state.hasBetaAccess ? [{ type: 'BetaAccessRevoked', data: { userId, revokedAt: now } }] : [];
      case 'AcceptTerms':
        if (state.isAnonymous) throw new DomainError('AUTH.REQUIRED');
        // An old tab must reload the new terms before agreeing.
        if (command.version !== command.currentVersion) throw new DomainError('TERMS.OUTDATED');
        return state.acceptedTermsVersion === command.version
          ? []
          : [{ type: 'TermsAccepted', data: { userId, version: command.version, acceptedAt: now } }];
      case 'ChangePreferredLanguage':
        if (state.isAnonymous) throw new DomainError('AUTH.REQUIRED');
        return state.preferredLang === command.preferredLang
          ? []
          : [
              {
                type: 'PreferredLanguageChanged',
                data: { userId, preferredLang: command.preferredLang, changedAt: now },
              },
            ];
      case 'SetNotificationPreferences':
        // An anonymous reviewer has no number to be told at.
        if (state.isAnonymous) throw new DomainError('AUTH.REQUIRED');
        return samePreferences(state.notificationPreferences, command.preferences)
          ? []
          : [{ type: 'NotificationPreferencesSet', data: { userId, preferences: command.preferences, setAt: now } }];
      case 'LinkAnonymousUser':
        if (state.isAnonymous || command.anonymousUserId === userId) throw new DomainError('REQUEST.INVALID');
        return state.linkedAnonymousUserIds.includes(command.anonymousUserId)
          ? []
          : [
              {
                type: 'AnonymousUserLinked',
                data: { userId, anonymousUserId: command.anonymousUserId, linkedAt: now },
              },
            ];
    }
  },
  evolve(current, event) {
    const state = evolveLifecycle(current, event);
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, email: event.data.email, preferredLang: event.data.preferredLang };
      case 'PasswordSet':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'AdminRoleAssigned':
        return { ...state, isAdmin: true };
      case 'ContractorRoleAssigned':
        return { ...state, isContractor: true };
      case 'ContractorRoleRevoked':
        return { ...state, isContractor: false };
      case 'AuditorRoleAssigned':
        return { ...state, isAuditor: true };
      case 'AuditorRoleRevoked':
        return { ...state, isAuditor: false };
      case 'BetaAccessGranted':
        return { ...state, hasBetaAccess: true };
      case 'BetaAccessRevoked':
        return { ...state, hasBetaAccess: false };
      case 'TermsAccepted':
        return { ...state, acceptedTermsVersion: event.data.version };
      case 'PreferredLanguageChanged':
        return { ...state, preferredLang: event.data.preferredLang };
      case 'NotificationPreferencesSet':
        return { ...state, notificationPreferences: event.data.preferences };
      case 'AnonymousUserLinked':
        return { ...state, linkedAnonymousUserIds: [...state.linkedAnonymousUserIds, event.data.anonymousUserId] };
      case 'PersonalDataErased':
        return { ...state, personalDataErased: true };
      default:
        return state;
    }
  },
};
