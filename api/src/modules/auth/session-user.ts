import { CURRENT_TERMS_VERSION, type SessionUser } from '@gp/shared';
import type { Actor } from '../../core/auth/actor';

export function toSessionUser(actor: Actor): SessionUser {
  return {
    id: actor.userId,
    displayName: actor.displayName,
    email: actor.email,
    isAdmin: actor.isAdmin,
    isAuditor: actor.isAuditor,
    isAnonymous: actor.isAnonymous,
    hasBetaAccess: actor.hasBetaAccess,
    isContractor: actor.isContractor,
    hasSignedCurrentTos: actor.acceptedTermsVersion === CURRENT_TERMS_VERSION,
    profileComplete: actor.profileComplete,
    preferredLang: actor.preferredLang,
    impersonatedBy: actor.impersonatorId,
  };
}
