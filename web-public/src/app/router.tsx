import type { FooterRouteHandle } from '../features/footer/hooks/use-footer-variant';
import { publicI18nFor } from './i18n';
import { createLanguageRoutes } from './language-routes';

const homeHandle: FooterRouteHandle = { footerVariant: 'home' };

export const publicRoutes = createLanguageRoutes(publicI18nFor, [
  {
    index: true,
    handle: homeHandle,
    lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
  },
]);
