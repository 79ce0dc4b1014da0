import { useMatches } from 'react-router';

/** Spec §1: the footer differs on the home, sign-in and create-account pages. */
export type FooterVariant = 'home' | 'signin' | 'create-account' | 'default';

export interface FooterRouteHandle {
  footerVariant?: FooterVariant;
}

/** The variant asked for by the deepest matched route's `handle`, else the default footer. */
export function useFooterVariant(): FooterVariant {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as FooterRouteHandle | undefined;
    if (handle?.footerVariant) return handle.footerVariant;
  }
  return 'default';
}
