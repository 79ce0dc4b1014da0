import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { SiteFooter } from '../layout/footer/components/site-footer';
import { useFooterVariant } from '../layout/footer/hooks/use-footer-variant';
import { ImpersonationBanner } from '../layout/impersonation/components/impersonation-banner';
import { InstallBanner } from '../layout/install-app/components/install-banner';
import { NavBar } from '../layout/navigation/components/nav-bar';
import { useMetaTitle } from '../layout/page-meta/hooks/use-meta-title';
import { useForgetPreviousUsersAnswers } from '../session/use-forget-previous-users-answers';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Every page: skip link, the viewing-as banner while an admin impersonates someone, nav bar, the
 * route's content (or, should it fail, a message), the footer and the install-app banner (both apps
 * use it); the document title follows the page (PAGE_META), and a user's answers go with the user.
 */
export function SiteLayout() {
  const footerVariant = useFooterVariant();
  const { key } = useLocation();
  useMetaTitle();
  useForgetPreviousUsersAnswers();
  return (
    <>
      <SkipLink />
      <ImpersonationBanner />
      <NavBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <PageErrorBoundary resetKey={key}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <SiteFooter variant={footerVariant} />
      <InstallBanner />
      <ScrollRestoration />
    </>
  );
}
