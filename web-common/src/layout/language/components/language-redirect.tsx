import { DEFAULT_LANG, languageRedirect } from '@gp/shared';
import { Navigate, useLocation } from 'react-router';

/** Spec §2: a path without a valid language goes to the same path under /en, query kept. */
export function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const target = languageRedirect(pathname) ?? `/${DEFAULT_LANG}`;
  return <Navigate replace to={{ pathname: target, search, hash }} />;
}
