import type { Lang, SessionUser } from '@gp/shared';

/**
 * Where the admin area sends someone who may not see it (spec §2), or null for admins and
 * auditors (auditors get a read-only console). Neither needs beta access nor signed terms here;
 * visitors sign in first, in the console's language, and come back.
 */
export function adminRouteRedirect(user: SessionUser | null, lang: Lang, currentPath: string): string | null {
  if (!user || user.isAnonymous) return `/${lang}/signin?nextRoute=${encodeURIComponent(currentPath)}`;
  if (!user.isAdmin && !user.isAuditor) return `/${lang}`;
  return null;
}
