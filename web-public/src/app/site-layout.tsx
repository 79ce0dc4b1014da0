import { Outlet, ScrollRestoration } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { SiteFooter } from '../features/footer/components/site-footer';
import { useFooterVariant } from '../features/footer/hooks/use-footer-variant';
import { NavBar } from '../features/navigation/components/nav-bar';

/** Every page: skip link, nav bar, the route's content and the footer (both apps use it). */
export function SiteLayout() {
  const footerVariant = useFooterVariant();
  return (
    <>
      <SkipLink />
      <NavBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter variant={footerVariant} />
      <ScrollRestoration />
    </>
  );
}
