import type { NotificationPreferences, UserEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { userAccessDecider } from './user-access.decider';

const spec = deciderSpec(userAccessDecider);
const now = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const registered: UserEvent[] = [
  {
    type: 'UserRegistered',
    data: { userId, email: 'ana@example.com', isAnonymous: false, preferredLang: 'es', registeredAt: now },
  },
  { type: 'PasswordSet', data: { userId, passwordHash: 'h1', setAt: now } },
];
const anonymous: UserEvent[] = [
  { type: 'UserRegistered', data: { userId, email: null, isAnonymous: true, preferredLang: 'en', registeredAt: now } },
];
const deleted: UserEvent = { type: 'AccountDeleted', data: { userId, deletedAt: now } };
const granted: UserEvent = { type: 'BetaAccessGranted', data: { userId, betaKeyId: 'k1', grantedAt: now } };
const acceptTerms = (version: number, currentVersion = version) =>
  ({ type: 'AcceptTerms', userId, version, currentVersion, now }) as const;

describe('user access decider', () => {
  describe('registration', () => {
    it('registers a user with a password', () => {
      spec
        .given([])
        .when({ type: 'RegisterUser', userId, email: 'ana@example.com', passwordHash: 'h1', preferredLang: 'es', now })
        .then(registered);
    });
    it('registers a user without a password (Google sign-in): no PasswordSet', () => {
      spec
        .given([])
        .when({ type: 'RegisterUser', userId, email: 'ana@example.com', passwordHash: null, preferredLang: 'es', now })
        .then([registered[0]!]);
    });
    it('registers an anonymous user without email or password', () => {
      spec.given([]).when({ type: 'RegisterAnonymousUser', userId, preferredLang: 'en', now }).then(anonymous);
    });
    it('registering an existing user changes nothing', () => {
      spec
        .given(registered)
        .when({ type: 'RegisterUser', userId, email: 'ana@example.com', passwordHash: 'h2', preferredLang: 'en', now })
        .then([]);
    });
    it('refuses commands on a user who does not exist or was deleted', () => {
      spec.given([]).when(acceptTerms(1)).thenThrows('USER.NOT_FOUND');
      spec
        .given([...registered, deleted])
        .when({ type: 'GrantBetaAccess', userId, betaKeyId: null, now })
        .thenThrows('USER.NOT_FOUND');
    });
  });

  describe('roles and access', () => {
    it('assigns the admin role once', () => {
      const admin: UserEvent = { type: 'AdminRoleAssigned', data: { userId, assignedAt: now } };
      spec.given(registered).when({ type: 'AssignAdminRole', userId, now }).then([admin]);
      spec
        .given([...registered, admin])
        .when({ type: 'AssignAdminRole', userId, now })
        .then([]);
    });
    it('makes a client a pro and a pro a client, each only when it changes something', () => {
      const contractor: UserEvent = { type: 'ContractorRoleAssigned', data: { userId, assignedAt: now } };
      const client: UserEvent = { type: 'ContractorRoleRevoked', data: { userId, revokedAt: now } };
      const choose = (role: 'client' | 'contractor') => ({ type: 'ChooseAccountRole' as const, userId, role, now });
      spec.given(registered).when(choose('contractor')).then([contractor]);
      spec.given(registered).when(choose('client')).then([]);
      spec
        .given([...registered, contractor])
        .when(choose('contractor'))
        .then([]);
      spec
        .given([...registered, contractor])
        .when(choose('client'))
        .then([client]);
      spec
        .given([...registered, contractor, client])
        .when(choose('contractor'))
        .then([contractor]);
    });
    it('leaves an anonymous reviewer without a role', () => {
      spec
        .given(anonymous)
        .when({ type: 'ChooseAccountRole', userId, role: 'contractor', now })
        .thenThrows('AUTH.REQUIRED');
    });
    it('grants beta access once and revokes it only when held', () => {
      spec.given(registered).when({ type: 'GrantBetaAccess', userId, betaKeyId: 'k1', now }).then([granted]);
      spec
        .given([...registered, granted])
        .when({ type: 'GrantBetaAccess', userId, betaKeyId: 'k2', now })
        .then([]);
      spec
        .given([...registered, granted])
        .when({ type: 'RevokeBetaAccess', userId, now })
        .then([{ type: 'BetaAccessRevoked', data: { userId, revokedAt: now } }]);
      spec.given(registered).when({ type: 'RevokeBetaAccess', userId, now }).then([]);
    });
  });

  describe('terms', () => {
    it('records acceptance of a version once', () => {
      const accepted: UserEvent = { type: 'TermsAccepted', data: { userId, version: 1, acceptedAt: now } };
      spec.given(registered).when(acceptTerms(1)).then([accepted]);
      spec
        .given([...registered, accepted])
        .when(acceptTerms(1))
        .then([]);
    });
    it('asks for acceptance again when the version changes', () => {
      const accepted: UserEvent = { type: 'TermsAccepted', data: { userId, version: 1, acceptedAt: now } };
      spec
        .given([...registered, accepted])
        .when(acceptTerms(2))
        .then([{ type: 'TermsAccepted', data: { userId, version: 2, acceptedAt: now } }]);
    });
    it('refuses a version other than the one in force (an old tab)', () => {
      spec.given(registered).when(acceptTerms(1, 2)).thenThrows('TERMS.OUTDATED');
    });
    it('refuses acceptance from an anonymous session', () => {
      spec.given(anonymous).when(acceptTerms(1)).thenThrows('AUTH.REQUIRED');
    });
  });

  describe('preferred language', () => {
    it('changes the language, and a repeat changes nothing', () => {
      const changed: UserEvent = {
        type: 'PreferredLanguageChanged',
        data: { userId, preferredLang: 'en', changedAt: now },
      };
      spec
        .given(registered)
        .when({ type: 'ChangePreferredLanguage', userId, preferredLang: 'en', now })
        .then([changed]);
      spec
        .given([...registered, changed])
        .when({ type: 'ChangePreferredLanguage', userId, preferredLang: 'en', now })
        .then([]);
    });
    it('starts from the language chosen at registration', () => {
      spec.given(registered).when({ type: 'ChangePreferredLanguage', userId, preferredLang: 'es', now }).then([]);
    });
    it('refuses an anonymous session, and a deleted account', () => {
      spec
        .given(anonymous)
        .when({ type: 'ChangePreferredLanguage', userId, preferredLang: 'es', now })
        .thenThrows('AUTH.REQUIRED');
      spec
        .given([...registered, deleted])
        .when({ type: 'ChangePreferredLanguage', userId, preferredLang: 'en', now })
        .thenThrows('USER.NOT_FOUND');
    });
  });

  describe('notification preferences', () => {
    const set = (preferences: NotificationPreferences) =>
      ({ type: 'SetNotificationPreferences', userId, preferences, now }) as const;
    const recorded = (preferences: NotificationPreferences): UserEvent => ({
      type: 'NotificationPreferencesSet',
      data: { userId, preferences, setAt: now },
    });
    it('records the whole map, and the same map again changes nothing', () => {
      const chosen: NotificationPreferences = { 'review-published': 'sms', 'photo-refused': 'none' };
      spec
        .given(registered)
        .when(set(chosen))
        .then([recorded(chosen)]);
      spec
        .given([...registered, recorded(chosen)])
        .when(set({ 'photo-refused': 'none', 'review-published': 'sms' }))
        .then([]);
    });
    it('starts automatic for every kind: an empty map changes nothing, and a kind left out goes back to automatic', () => {
      spec.given(registered).when(set({})).then([]);
      spec
        .given([...registered, recorded({ 'review-published': 'sms', 'photo-refused': 'none' })])
        .when(set({ 'review-published': 'sms' }))
        .then([recorded({ 'review-published': 'sms' })]);
    });
    it('refuses an anonymous session, and a deleted account', () => {
      spec
        .given(anonymous)
        .when(set({ 'review-published': 'sms' }))
        .thenThrows('AUTH.REQUIRED');
      spec
        .given([...registered, deleted])
        .when(set({}))
        .thenThrows('USER.NOT_FOUND');
    });
  });

  describe('linking', () => {
    it('links an anonymous user once', () => {
      const linked: UserEvent = {
        type: 'AnonymousUserLinked',
        data: { userId, anonymousUserId: 'anon1', linkedAt: now },
      };
      spec.given(registered).when({ type: 'LinkAnonymousUser', userId, anonymousUserId: 'anon1', now }).then([linked]);
      spec
        .given([...registered, linked])
        .when({ type: 'LinkAnonymousUser', userId, anonymousUserId: 'anon1', now })
        .then([]);
    });
    it('refuses to link into an anonymous user', () => {
      spec
        .given(anonymous)
        .when({ type: 'LinkAnonymousUser', userId, anonymousUserId: 'anon2', now })
        .thenThrows('REQUEST.INVALID');
    });
  });
});

describe('user access decider: admin actions', () => {
  it('assigns and revokes the auditor role, each once', () => {
    const assigned: UserEvent = { type: 'AuditorRoleAssigned', data: { userId, assignedAt: now } };
    spec.given(registered).when({ type: 'SetAuditorRole', userId, isAuditor: true, now }).then([assigned]);
    spec
      .given([...registered, assigned])
      .when({ type: 'SetAuditorRole', userId, isAuditor: true, now })
      .then([]);
    spec
      .given([...registered, assigned])
      .when({ type: 'SetAuditorRole', userId, isAuditor: false, now })
      .then([{ type: 'AuditorRoleRevoked', data: { userId, revokedAt: now } }]);
  });

  it("deletes an account, but never an admin's", () => {
    spec.given(registered).when({ type: 'DeleteAccount', userId, now }).then([deleted]);
    spec
      .given([...registered, { type: 'AdminRoleAssigned', data: { userId, assignedAt: now } }])
      .when({ type: 'DeleteAccount', userId, now })
      .thenThrows('ADMIN.PROTECTED_ACCOUNT');
  });

  it('records the erasure of a deleted account once, and of no other', () => {
    const erase = (by: 'owner' | 'admin') => ({ type: 'ErasePersonalData', userId, by, now }) as const;
    const erased = { type: 'PersonalDataErased', data: { userId, by: 'owner', erasedAt: now } } as const;
    spec
      .given([...registered, deleted])
      .when(erase('owner'))
      .then([erased]);
    spec
      .given([...registered, deleted])
      .when(erase('admin'))
      .then([{ type: 'PersonalDataErased', data: { userId, by: 'admin', erasedAt: now } }]);
    spec
      .given([...registered, deleted, erased])
      .when(erase('admin'))
      .then([]);
    spec.given(registered).when(erase('owner')).thenThrows('REQUEST.INVALID');
    spec.given([]).when(erase('owner')).thenThrows('USER.NOT_FOUND');
  });
});
