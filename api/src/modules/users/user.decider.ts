import type { Lang, UserEvent } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';

/**
 * The user aggregate (`user-{id}`). The foundation covers what the admin bootstrap needs;
 * the accounts issue adds sign-up, beta keys, terms and profile commands.
 */
export type UserCommand =
  | { type: 'RegisterUser'; userId: string; email: string; passwordHash: string; preferredLang: Lang; now: string }
  | { type: 'SetPassword'; userId: string; passwordHash: string; now: string }
  | { type: 'AssignAdminRole'; userId: string; now: string };

export interface UserState {
  exists: boolean;
  deleted: boolean;
  isAdmin: boolean;
  isAnonymous: boolean;
  hasBetaAccess: boolean;
  acceptedTermsVersion: number | null;
  passwordHash: string | null;
  email: string | null;
  displayName: string | null;
}

const initialState = (): UserState => ({
  exists: false,
  deleted: false,
  isAdmin: false,
  isAnonymous: false,
  hasBetaAccess: false,
  acceptedTermsVersion: null,
  passwordHash: null,
  email: null,
  displayName: null,
});

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState,
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.exists) return [];
        return [
          { type: 'UserRegistered', data: { userId: command.userId, email: command.email, isAnonymous: false, preferredLang: command.preferredLang, registeredAt: command.now } },
          { type: 'PasswordSet', data: { userId: command.userId, passwordHash: command.passwordHash, setAt: command.now } },
        ];
      case 'SetPassword':
        return [{ type: 'PasswordSet', data: { userId: command.userId, passwordHash: command.passwordHash, setAt: command.now } }];
      case 'AssignAdminRole':
        if (state.isAdmin) return [];
        return [{ type: 'AdminRoleAssigned', data: { userId: command.userId, assignedAt: command.now } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, exists: true, email: event.data.email, isAnonymous: event.data.isAnonymous };
      case 'PasswordSet':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'AdminRoleAssigned':
        return { ...state, isAdmin: true };
      case 'BetaAccessGranted':
        return { ...state, hasBetaAccess: true };
      case 'BetaAccessRevoked':
        return { ...state, hasBetaAccess: false };
      case 'TermsAccepted':
        return { ...state, acceptedTermsVersion: event.data.version };
      case 'DisplayNameChanged':
        return { ...state, displayName: event.data.displayName };
      case 'AccountDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
};
