import type { ComponentType } from 'react';
import type { FooterRouteHandle } from '../features/footer/hooks/use-footer-variant';
import { publicI18nFor } from './i18n';
import { createLanguageRoutes } from './language-routes';
import type { ServerDataHandle, ServerDataKeys } from './server-data';

/** A page module that names the API reads its first render shows (fetched by the server before rendering it). */
type PageModule<Name extends string> = Record<Name, ComponentType> & { serverData: ServerDataKeys };

function withServerData<Name extends string>(page: PageModule<Name>, name: Name) {
  const handle: ServerDataHandle = { serverData: page.serverData };
  return { Component: page[name], handle };
}

const homeHandle: FooterRouteHandle = { footerVariant: 'home' };
const createAccountHandle: FooterRouteHandle = { footerVariant: 'create-account' };
const signInHandle: FooterRouteHandle = { footerVariant: 'signin' };

export const publicRoutes = createLanguageRoutes(publicI18nFor, [
  {
    index: true,
    handle: homeHandle,
    lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
  },
  {
    path: 'create-account',
    handle: createAccountHandle,
    lazy: async () => ({ Component: (await import('./routes/create-account')).CreateAccountRoute }),
  },
  {
    path: 'signin',
    handle: signInHandle,
    lazy: async () => ({ Component: (await import('./routes/sign-in')).SignInRoute }),
  },
  { path: 'coming-soon', lazy: async () => ({ Component: (await import('./routes/coming-soon')).ComingSoonRoute }) },
  { path: 'tos', lazy: async () => ({ Component: (await import('./routes/tos')).TosRoute }) },
  { path: 'features', lazy: async () => ({ Component: (await import('./routes/features')).FeaturesRoute }) },
  { path: 'faq', lazy: async () => ({ Component: (await import('./routes/faq')).FaqRoute }) },
  { path: 'about', lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }) },
  { path: 'contact', lazy: async () => withServerData(await import('./routes/contact'), 'ContactRoute') },
  { path: 'pros/*', lazy: async () => withServerData(await import('./routes/pros'), 'ProsRoute') },
  { path: 'profile/:id?', lazy: async () => withServerData(await import('./routes/profile'), 'ProfileRoute') },
  { path: 'leave-a-review/:id?', lazy: async () => withServerData(await import('./routes/leave-a-review'), 'LeaveAReviewRoute') },
  {
    lazy: async () => ({ Component: (await import('../features/auth/components/restricted-route')).SignedInRoute }),
    children: [{ path: 'review-tos', lazy: async () => ({ Component: (await import('./routes/review-tos')).ReviewTosRoute }) }],
  },
  {
    // Spec §2 restricted pages. edit-contractor-profile and add-phone-number join this list.
    lazy: async () => ({ Component: (await import('../features/auth/components/restricted-route')).RestrictedRoute }),
    children: [
      { path: 'account', lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }) },
      { path: 'account-setup/:step?', lazy: async () => ({ Component: (await import('./routes/account-setup')).AccountSetupRoute }) },
      {
        path: 'edit-contractor-profile',
        lazy: async () => ({ Component: (await import('./routes/edit-contractor-profile')).EditContractorProfileRoute }),
      },
      { path: 'add-phone-number', lazy: async () => ({ Component: (await import('./routes/add-phone-number')).AddPhoneNumberRoute }) },
    ],
  },
]);
