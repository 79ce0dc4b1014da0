import { useMatchedRouteModules } from '../../../app/app-routes';
import type { FooterVariant } from '../footer-variant';

/** The variant asked for by the deepest matched route's module, else the default footer. */
export function useFooterVariant(): FooterVariant {
  return useMatchedRouteModules().findLast((module) => module.footerVariant)?.footerVariant ?? 'default';
}
