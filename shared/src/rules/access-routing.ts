import { FALLBACK_NAME_SUFFIX_LENGTH, type Lang } from '../constants/constants';
import { isKnownPage, PAGES } from './pages';

/** What the routing rules need to know about the signed-in user. */
export interface RoutingUser {
  id: string;
  isAdmin: boolean;
  isAnonymous: boolean;
  isContractor: boolean;
  hasBetaAccess: boolean;
  hasSignedCurrentTos: boolean;
  profileComplete: boolean;
}

/**
 * A nextRoute is followed only when it is a same-site path: one leading slash, no scheme, no
 * protocol-relative `//` or `/\`, no control characters. Anything else is dropped.
 */
export function safeNextRoute(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, 'https://same.site');
    if (url.origin !== 'https://same.site') return null;
  } catch {
    return null;
  }
  return value;
}

const withNext = (path: string, nextRoute: string) => `${path}?nextRoute=${encodeURIComponent(nextRoute)}`;

/**
 * Spec §2 query flag of the review form and the waitlist: a review was just saved (the review form
 * says it is linked to the account, the waitlist thanks the reviewer).
 */
export const REVIEW_SUCCESS_PARAM = 'reviewsuccess';

/** A same-site path to a page anyone may open (the home, a profile, the review form…), by its first segment after the language. */
function isPublicPage(path: string): boolean {
  const page = new URL(path, 'https://same.site').pathname.split('/')[2] ?? '';
  return isKnownPage(page) && PAGES[page].access === 'public';
}

/** Adds a bare query flag (`?flag` or `&flag`) to a path that may already have a query. */
export function withQueryFlag(path: string, flag: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${flag}`;
}

/**
 * Spec §2 restricted route rule, once the auth check is done. The spec's `/en/signin` and
 * `/en/coming-soon` are its English case: a visitor stays in the language they were reading. Returns where to send the user, or
 * null when the page may show. `currentPath` includes the query string.
 */
export function restrictedRouteRedirect(user: RoutingUser | null, lang: Lang, currentPath: string): string | null {
  if (!user || user.isAnonymous) return withNext(`/${lang}/signin`, currentPath);
  if (!user.hasBetaAccess && !user.isAdmin) return `/${lang}/coming-soon`;
  if (user.hasBetaAccess && !user.hasSignedCurrentTos) return withNext(`/${lang}/review-tos`, currentPath);
  return null;
}

/**
 * Spec §4 routing after sign-in (and after "I agree" on the terms): nextRoute if present. Without
 * beta access, a nextRoute to a page anyone may open is still followed (a reviewer who signs up
 * from the review form goes back to it, their review now linked); anything else waits on the waitlist.
 */
export function routeAfterSignIn(user: RoutingUser, lang: Lang, nextRoute: string | null | undefined): string {
  const next = safeNextRoute(nextRoute);
  if (!user.hasBetaAccess && !user.isAdmin) return next && isPublicPage(next) ? next : `/${lang}/coming-soon`;
  const destination = next ?? defaultDestination(user, lang);
  if (user.hasBetaAccess && !user.hasSignedCurrentTos) return withNext(`/${lang}/review-tos`, destination);
  return destination;
}

/** Admins go to the console; a pro to their profile (or its setup); a client is never sent to the setup wizard. */
function defaultDestination(user: RoutingUser, lang: Lang): string {
  if (user.isAdmin) return `/${lang}/admin/accounts`;
  if (!user.isContractor) return `/${lang}/account`;
  return user.profileComplete ? `/${lang}/profile/${user.id}` : `/${lang}/account-setup/basic-info`;
}

const FALLBACK_LABEL: Record<Lang, string> = { en: 'User', es: 'Usuario' };

/** Spec §3: a label plus the first five characters of the id. */
export function fallbackDisplayName(id: string, lang: Lang): string {
  return `${FALLBACK_LABEL[lang]} ${id.slice(0, FALLBACK_NAME_SUFFIX_LENGTH)}`;
}

export function displayNameOrFallback(user: { id: string; displayName: string | null }, lang: Lang): string {
  return user.displayName?.trim() || fallbackDisplayName(user.id, lang);
}
