import { langOfPath, metaPageOf, PAGE_META } from '@gp/shared';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps document.title equal to the <title> the server puts into each page (PAGE_META), so the
 * title agrees after client-side navigation too, and screen readers announce the new page.
 * A layout effect runs before the pages' own effects, so a page can still name itself more
 * precisely (a profile with its pro's name) with usePageTitle.
 */
export function useMetaTitle() {
  const { pathname } = useLocation();
  const title = PAGE_META[metaPageOf(pathname.split('/')[2])][langOfPath(pathname)].title;
  useLayoutEffect(() => {
    document.title = title;
  }, [title, pathname]);
}
