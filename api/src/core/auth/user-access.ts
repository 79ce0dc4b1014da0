import type { Lang } from '@gp/shared';

/** What the access rules need to know about a session's user, as the write side knows it now. */
export interface UserAccessFacts {
  exists: boolean;
  deleted: boolean;
  isAdmin: boolean;
  isAuditor: boolean;
  isAnonymous: boolean;
  isContractor: boolean;
  hasBetaAccess: boolean;
  acceptedTermsVersion: number | null;
  displayName: string | null;
  /** The account's own email (null for anonymous and phone-only accounts); answered to its session only. */
  email: string | null;
  preferredLang: Lang;
  hasHours: boolean;
}

/**
 * A port owned by core and provided by the users module (USER_ACCESS), so that the access guard
 * depends on what it needs and core never imports a module.
 */
export interface UserAccessReader {
  user(userId: string): Promise<UserAccessFacts>;
}

export const USER_ACCESS = Symbol('UserAccess');
