/** Who is making a request, resolved from the session cookie on every request. */
export interface Actor {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  isAnonymous: boolean;
  hasBetaAccess: boolean;
  acceptedTermsVersion: number | null;
  displayName: string | null;
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
  user: { isAdmin: boolean; isAnonymous: boolean; hasBetaAccess: boolean; acceptedTermsVersion: number | null; displayName: string | null },
): Actor {
  return {
    userId: session.userId,
    sessionId: session.id,
    impersonatorId: session.impersonatorId,
    isAdmin: user.isAdmin,
    isAnonymous: user.isAnonymous,
    hasBetaAccess: user.hasBetaAccess,
    acceptedTermsVersion: user.acceptedTermsVersion,
    displayName: user.displayName,
  };
}
