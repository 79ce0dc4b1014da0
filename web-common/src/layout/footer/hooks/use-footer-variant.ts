import { useMatchedRouteModules } from '../../../app/app-routes';

/** Spec §1: the footer differs on the home, sign-in and create-account pages. */
export type FooterVariant = 'home' | 'signin' | 'create-account' | 'default';

/** The variant asked for by the deepest matched route's module, else the default footer. */
export function useFooterVariant(): FooterVariant {
  return useMatchedRouteModules().findLast((module) => module.footerVariant)?.footerVariant ?? 'default';
}
