import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Lang } from '@gp/shared';

/**
 * Remembers the language in use for the server's redirect of `/` (api/src/web/visitor-language.ts):
 * the server writes it with each page it serves, this with a switch made without a page load.
 */
export function rememberLanguage(lang: Lang): void {
  if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${lang}`)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
