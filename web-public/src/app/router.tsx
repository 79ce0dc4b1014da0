import { PAGES, type PageAccess, type PublicAppPage } from '@gp/shared';
import type { RouteObject } from 'react-router';
import { publicI18nFor } from './i18n';
import { createLanguageRoutes } from '@gp/web-common/app/language-routes';
import { lazyRoute } from '@gp/web-common/app/lazy-route';
import type { PageModule } from './page-module';

/**
 * Each page's module, by its name in the shared PAGES table (which holds its path, access and
 * meta): a lazy chunk, so the first visit downloads only the shell and its own page.
 */
const PAGE_MODULES: Record<PublicAppPage, () => Promise<{ page: PageModule }>> = {
  '': () => import('./routes/home'),
  pros: () => import('./routes/pros'),
  profile: () => import('./routes/profile'),
  'leave-a-review': () => import('./routes/leave-a-review'),
  'create-account': () => import('./routes/create-account'),
  signin: () => import('./routes/sign-in'),
  'coming-soon': () => import('./routes/coming-soon'),
  tos: () => import('./routes/tos'),
  privacy: () => import('./routes/privacy'),
  features: () => import('./routes/features'),
  faq: () => import('./routes/faq'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  'sent-requests': () => import('./routes/sent-requests'),
  'review-tos': () => import('./routes/review-tos'),
  account: () => import('./routes/account'),
  'account-setup': () => import('./routes/account-setup'),
  'edit-contractor-profile': () => import('./routes/edit-contractor-profile'),
  'add-phone-number': () => import('./routes/add-phone-number'),
};

const PUBLIC_APP_PAGES = Object.keys(PAGE_MODULES) as PublicAppPage[];

function pageRoute(name: PublicAppPage): RouteObject {
  const route = lazyRoute(async () => (await PAGE_MODULES[name]()).page);
  return name === '' ? { index: true, ...route } : { path: PAGES[name].path, ...route };
}

const pagesFor = (access: PageAccess) =>
  PUBLIC_APP_PAGES.filter((name) => PAGES[name].access === access).map(pageRoute);

export const publicRoutes = createLanguageRoutes(publicI18nFor, [
  ...pagesFor('public'),
  {
    ...lazyRoute(async () => ({ Component: (await import('../components/restricted-route')).SignedInRoute })),
    children: pagesFor('signed-in'),
  },
  {
    // Spec §2 restricted pages: beta access and the current terms (or an admin).
    ...lazyRoute(async () => ({ Component: (await import('../components/restricted-route')).RestrictedRoute })),
    children: pagesFor('restricted'),
  },
]);
