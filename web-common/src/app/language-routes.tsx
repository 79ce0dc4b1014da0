import type { RouteObject } from 'react-router';
import { LanguageRedirect } from '../layout/language/components/language-redirect';
import { LanguageScope } from '../layout/language/components/language-scope';
import type { I18nFor } from '../lib/i18n';
import { SiteLayout } from './site-layout';

/**
 * Shown while the first page's lazy chunk loads (a few hundred bytes), before anything else
 * renders. Blank on purpose: a spinner would only flash.
 */
function InitialLoad() {
  return null;
}

/**
 * Spec §2 route tree shared by both apps: every page sits under /{lang} inside the site layout,
 * a path without a valid language redirects, and anything unmatched is the 404 page. Pages
 * should be lazy routes, so the first visit downloads only the shell and its own page.
 */
export function createLanguageRoutes(i18nFor: I18nFor, pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      HydrateFallback: InitialLoad,
      children: [
        { index: true, element: <LanguageRedirect /> },
        {
          path: ':lang',
          element: <LanguageScope i18nFor={i18nFor} />,
          children: [
            {
              element: <SiteLayout />,
              children: [
                ...pages,
                {
                  path: '*',
                  lazy: async () => ({ Component: (await import('../components/not-found-page')).NotFoundPage }),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
