import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route';
import { LanguageRedirect } from '../layout/language/components/language-redirect';
import { LanguageScope } from '../layout/language/components/language-scope';
import type { I18nFor } from '../lib/i18n';
import { SiteLayout } from './site-layout';

/**
 * Spec §2 route tree shared by both apps: every page sits under /{lang} inside the site layout,
 * a path without a valid language redirects, and anything unmatched is the 404 page. Pages
 * should be lazy routes (lazyRoute), so the first visit downloads only the shell and its own page.
 */
export function createLanguageRoutes(i18nFor: I18nFor, pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
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
                  ...lazyRoute(async () => ({
                    Component: (await import('../components/not-found-page')).NotFoundPage,
                  })),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
