import { DEFAULT_LANG, LANGUAGES, type Lang } from '../constants/constants';

export function isLang(value: string | undefined): value is Lang {
  return value !== undefined && (LANGUAGES as readonly string[]).includes(value);
}

/** Looks like a language tag (fr, pt-BR, zh-Hant) rather than a page name. */
const LANGUAGE_LIKE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** Page names that are two or three letters long and so look like language tags. */
const SHORT_PAGE_NAMES = new Set(['faq', 'tos', '404', 'api']);

/**
 * Spec §2 language routing. Returns the path to redirect to, or null when the path already
 * starts with en or es. `/profile/abc` → `/en/profile/abc`; `/fr/profile/abc` → `/en/profile/abc`.
 * The query string is the caller's to keep.
 */
export function languageRedirect(pathname: string): string | null {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  if (isLang(first)) return null;
  if (first !== '' && LANGUAGE_LIKE.test(first) && !SHORT_PAGE_NAMES.has(first.toLowerCase())) {
    return ['', DEFAULT_LANG, ...segments.slice(2)].join('/');
  }
  const rest = pathname === '/' ? '' : pathname;
  return `/${DEFAULT_LANG}${rest}`;
}

/** The same path in another language: only the first segment changes. */
export function switchLanguagePath(pathname: string, lang: Lang): string {
  const segments = pathname.split('/');
  if (isLang(segments[1])) segments[1] = lang;
  else segments.splice(1, 0, lang);
  return segments.join('/') || `/${lang}`;
}

/** Language of a path, or the default. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
}
