import { createLanguageRoutes } from '@public/app/language-routes';
import { adminI18nFor } from './i18n';

/** The server sends this app for /{lang}/admin/…; every other path belongs to web-public. */
export const adminRoutes = createLanguageRoutes(adminI18nFor, [
  {
    path: 'admin/:tab?',
    lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }),
  },
]);
