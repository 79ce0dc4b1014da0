import { PageLoader } from '@gp/web-common/components/page-loader';
import { useSession } from '@gp/web-common/session/get-session';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppNavigate } from '@gp/web-common/lib/app-links';
import { Outlet, useLocation } from 'react-router';
import { adminRouteRedirect } from '../admin-access';

/**
 * Layout route of the admin area: a spinner until the session check answers, then the page for
 * admins, and for anyone else a full page load into web-public (sign-in or the language home).
 */
export function AdminGuard() {
  const { user } = useSession();
  const lang = useLang();
  const { pathname, search } = useLocation();
  if (user === undefined) return <PageLoader />;
  const redirect = adminRouteRedirect(user, lang, `${pathname}${search}`);
  if (redirect !== null) return <AppNavigate to={redirect} />;
  return <Outlet />;
}
