import type { UserEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { userDecider } from './user.decider';

const spec = deciderSpec(userDecider);
const now = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const registered: UserEvent[] = [
  { type: 'UserRegistered', data: { userId, email: 'ana@example.com', isAnonymous: false, preferredLang: 'es', registeredAt: now } },
  { type: 'PasswordSet', data: { userId, passwordHash: 'h1', setAt: now } },
];
const anonymous: UserEvent[] = [{ type: 'UserRegistered', data: { userId, email: null, isAnonymous: true, preferredLang: 'en', registeredAt: now } }];
const granted: UserEvent = { type: 'BetaAccessGranted', data: { userId, betaKeyId: 'k1', grantedAt: now } };

describe('user decider', () => {
  describe('registration', () => {
    it('registers a user with a password', () => {
      spec.given([]).when({ type: 'RegisterUser', userId, email: 'ana@example.com', passwordHash: 'h1', preferredLang: 'es', now }).then(registered);
    });
    it('registers a user without a password (Google sign-in): no PasswordSet', () => {
      spec.given([]).when({ type: 'RegisterUser', userId, email: 'ana@example.com', passwordHash: null, preferredLang: 'es', now }).then([registered[0]!]);
    });
    it('registers an anonymous user without email or password', () => {
      spec.given([]).when({ type: 'RegisterAnonymousUser', userId, preferredLang: 'en', now }).then(anonymous);
    });
    it('registering an existing user changes nothing', () => {
      spec.given(registered).when({ type: 'RegisterUser', userId, email: 'ana@example.com', passwordHash: 'h2', preferredLang: 'en', now }).then([]);
    });
    it('refuses commands on a user who does not exist or was deleted', () => {
      spec.given([]).when({ type: 'AcceptTerms', userId, version: 1, now }).thenThrows('USER.NOT_FOUND');
      spec.given([...registered, { type: 'AccountDeleted', data: { userId, deletedAt: now } }]).when({ type: 'ChangeDisplayName', userId, displayName: 'Ana', now }).thenThrows('USER.NOT_FOUND');
    });
  });

  describe('roles and access', () => {
    it('assigns the admin and contractor roles once each', () => {
      const admin: UserEvent = { type: 'AdminRoleAssigned', data: { userId, assignedAt: now } };
      spec.given(registered).when({ type: 'AssignAdminRole', userId, now }).then([admin]);
      spec.given([...registered, admin]).when({ type: 'AssignAdminRole', userId, now }).then([]);
      const contractor: UserEvent = { type: 'ContractorRoleAssigned', data: { userId, assignedAt: now } };
      spec.given(registered).when({ type: 'AssignContractorRole', userId, now }).then([contractor]);
      spec.given([...registered, contractor]).when({ type: 'AssignContractorRole', userId, now }).then([]);
    });
    it('grants beta access once and revokes it only when held', () => {
      spec.given(registered).when({ type: 'GrantBetaAccess', userId, betaKeyId: 'k1', now }).then([granted]);
      spec.given([...registered, granted]).when({ type: 'GrantBetaAccess', userId, betaKeyId: 'k2', now }).then([]);
      spec.given([...registered, granted]).when({ type: 'RevokeBetaAccess', userId, now }).then([{ type: 'BetaAccessRevoked', data: { userId, revokedAt: now } }]);
      spec.given(registered).when({ type: 'RevokeBetaAccess', userId, now }).then([]);
    });
  });

  describe('terms', () => {
    it('records acceptance of a version once', () => {
      const accepted: UserEvent = { type: 'TermsAccepted', data: { userId, version: 1, acceptedAt: now } };
      spec.given(registered).when({ type: 'AcceptTerms', userId, version: 1, now }).then([accepted]);
      spec.given([...registered, accepted]).when({ type: 'AcceptTerms', userId, version: 1, now }).then([]);
    });
    it('asks for acceptance again when the version changes', () => {
      const accepted: UserEvent = { type: 'TermsAccepted', data: { userId, version: 1, acceptedAt: now } };
      spec.given([...registered, accepted]).when({ type: 'AcceptTerms', userId, version: 2, now }).then([{ type: 'TermsAccepted', data: { userId, version: 2, acceptedAt: now } }]);
    });
    it('refuses acceptance from an anonymous session', () => {
      spec.given(anonymous).when({ type: 'AcceptTerms', userId, version: 1, now }).thenThrows('AUTH.REQUIRED');
    });
  });

  describe('phone number', () => {
    const verified = (phoneNumber: string): UserEvent => ({ type: 'PhoneNumberVerified', data: { userId, phoneNumber, verifiedAt: now } });
    it('records a verified number', () => {
      spec.given(registered).when({ type: 'VerifyPhoneNumber', userId, phoneNumber: '+50688887777', now }).then([verified('+50688887777')]);
    });
    it('verifying the same number again changes nothing', () => {
      spec.given([...registered, verified('+50688887777')]).when({ type: 'VerifyPhoneNumber', userId, phoneNumber: '+50688887777', now }).then([]);
    });
    it('replaces the number with a newly verified one', () => {
      spec.given([...registered, verified('+50688887777')]).when({ type: 'VerifyPhoneNumber', userId, phoneNumber: '+13055550123', now }).then([verified('+13055550123')]);
    });
    it('refuses an anonymous session, and a deleted account', () => {
      spec.given(anonymous).when({ type: 'VerifyPhoneNumber', userId, phoneNumber: '+50688887777', now }).thenThrows('AUTH.REQUIRED');
      spec.given([...registered, { type: 'AccountDeleted', data: { userId, deletedAt: now } }]).when({ type: 'VerifyPhoneNumber', userId, phoneNumber: '+50688887777', now }).thenThrows('USER.NOT_FOUND');
    });
  });

  describe('display name and linking', () => {
    it('changes the display name, and a repeat changes nothing', () => {
      const changed: UserEvent = { type: 'DisplayNameChanged', data: { userId, displayName: 'Playa Fix', changedAt: now } };
      spec.given(registered).when({ type: 'ChangeDisplayName', userId, displayName: 'Playa Fix', now }).then([changed]);
      spec.given([...registered, changed]).when({ type: 'ChangeDisplayName', userId, displayName: 'Playa Fix', now }).then([]);
    });
    it('links an anonymous user once', () => {
      const linked: UserEvent = { type: 'AnonymousUserLinked', data: { userId, anonymousUserId: 'anon1', linkedAt: now } };
      spec.given(registered).when({ type: 'LinkAnonymousUser', userId, anonymousUserId: 'anon1', now }).then([linked]);
      spec.given([...registered, linked]).when({ type: 'LinkAnonymousUser', userId, anonymousUserId: 'anon1', now }).then([]);
    });
    it('refuses to link into an anonymous user', () => {
      spec.given(anonymous).when({ type: 'LinkAnonymousUser', userId, anonymousUserId: 'anon2', now }).thenThrows('REQUEST.INVALID');
    });
  });
});

describe('user decider: admin actions', () => {
  it('assigns and revokes the auditor role, each once', () => {
    const assigned: UserEvent = { type: 'AuditorRoleAssigned', data: { userId, assignedAt: now } };
    spec.given(registered).when({ type: 'SetAuditorRole', userId, isAuditor: true, now }).then([assigned]);
    spec.given([...registered, assigned]).when({ type: 'SetAuditorRole', userId, isAuditor: true, now }).then([]);
    spec.given([...registered, assigned]).when({ type: 'SetAuditorRole', userId, isAuditor: false, now }).then([{ type: 'AuditorRoleRevoked', data: { userId, revokedAt: now } }]);
  });

  it('deletes an account, but never an admin\'s', () => {
    spec.given(registered).when({ type: 'DeleteAccount', userId, now }).then([{ type: 'AccountDeleted', data: { userId, deletedAt: now } }]);
    spec.given([...registered, { type: 'AdminRoleAssigned', data: { userId, assignedAt: now } }]).when({ type: 'DeleteAccount', userId, now }).thenThrows('ADMIN.PROTECTED_ACCOUNT');
  });
});
