import type { SessionUser } from '@gp/shared';

/** A complete session user for tests; override what the test is about. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    displayName: 'Ana Rojas',
    email: null,
    isAdmin: false,
    isAuditor: false,
    isAnonymous: false,
    isContractor: false,
    hasBetaAccess: true,
    hasSignedCurrentTos: true,
    profileComplete: true,
    preferredLang: 'en',
    impersonatedBy: null,
    ...overrides,
  };
}
