import { createLanguageRoutes } from '@gp/web-common/app/language-routes';
import { lazyRoute } from '@gp/web-common/app/lazy-route';
import type { RouteObject } from 'react-router';
import { adminI18nFor } from './i18n';

/** The admin area's pages under /{lang}: the guard (admins and auditors only), then the tabs. */
export const adminPages: RouteObject[] = [
  {
    ...lazyRoute(async () => ({ Component: (await import('../features/admin/components/admin-guard')).AdminGuard })),
    children: [
      {
        path: 'admin/:tab?',
        ...lazyRoute(async () => ({ Component: (await import('./routes/admin')).AdminRoute })),
      },
    ],
  },
];

/** The server sends this app for /{lang}/admin/…; every other path belongs to web-public. */
export const adminRoutes = createLanguageRoutes(adminI18nFor, adminPages);
