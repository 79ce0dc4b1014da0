import type { Lang } from '@gp/shared';
import type { UserAccessFacts } from './user-access';

/** Who is making a request, resolved from the session cookie on every request. */
export interface Actor {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  isAuditor: boolean;
  isAnonymous: boolean;
  hasBetaAccess: boolean;
  acceptedTermsVersion: number | null;
  displayName: string | null;
  email: string | null;
  isContractor: boolean;
  preferredLang: Lang;
  /** Display name and hours exist. */
  profileComplete: boolean;
  /** The admin behind an impersonation session. */
  impersonatorId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor | null;
  }
}

/** The actor a session resolves to, from the user's folded stream. */
export function actorOf(
  session: { id: string; userId: string; impersonatorId: string | null },
  user: UserAccessFacts,
): Actor {
  return {
    userId: session.userId,
    sessionId: session.id,
    impersonatorId: session.impersonatorId,
    isAdmin: user.isAdmin,
    isAuditor: user.isAuditor,
    isAnonymous: user.isAnonymous,
    hasBetaAccess: user.hasBetaAccess,
    acceptedTermsVersion: user.acceptedTermsVersion,
    displayName: user.displayName,
    email: user.email,
    isContractor: user.isContractor,
    preferredLang: user.preferredLang,
    profileComplete: Boolean(user.displayName) && user.hasHours,
  };
}
