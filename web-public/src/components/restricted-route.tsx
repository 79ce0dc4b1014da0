import { restrictedRouteRedirect, type Lang, type SessionUser } from '@gp/shared';
import { Outlet, useLocation, useOutletContext } from 'react-router';
import { PageLoader } from '@gp/web-common/components/page-loader';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppNavigate } from '@gp/web-common/lib/app-links';
import { useSession } from '@gp/web-common/session/get-session';

/** Where a guard sends the user instead of showing the page, or null to show it. */
type GuardRule = (user: SessionUser | null, lang: Lang, currentPath: string) => string | null;

/** Spec §2 rule 1 alone: visitors (anonymous users included) sign in first, in their language, then come back. */
const signInRule: GuardRule = (user, lang, currentPath) =>
  !user || user.isAnonymous ? `/${lang}/signin?nextRoute=${encodeURIComponent(currentPath)}` : null;

/**
 * A spinner until the session check answers, then the page or a redirect. The server enforces
 * the same rules on every call; the guards only spare the user a page they cannot use.
 */
function GuardedOutlet({ rule }: { rule: GuardRule }) {
  const { user } = useSession();
  const lang = useLang();
  const { pathname, search } = useLocation();
  if (user === undefined) return <PageLoader />;
  const redirect = rule(user, lang, `${pathname}${search}`);
  if (redirect !== null) return <AppNavigate to={redirect} />;
  // Both rules send every visitor away, so a page below always has a user.
  return <Outlet context={user} />;
}

/**
 * Layout route of the restricted pages (spec §2 restricted route rule): sign-in with nextRoute,
 * the waitlist without beta access, the terms when unsigned. Admins pass without beta access.
 */
export function RestrictedRoute() {
  return <GuardedOutlet rule={restrictedRouteRedirect} />;
}

/** Layout route of pages that need an account but not beta access or signed terms (review-tos). */
export function SignedInRoute() {
  return <GuardedOutlet rule={signInRule} />;
}

/** The signed-in user of a page under RestrictedRoute or SignedInRoute. */
export function useGuardedUser(): SessionUser {
  return useOutletContext<SessionUser>();
}
