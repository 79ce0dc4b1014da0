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
 * `lang` is the visitor's language when known (remembered, or asked for by the browser), else the
 * spec's default. The query string is the caller's to keep.
 */
export function languageRedirect(pathname: string, lang: Lang = DEFAULT_LANG): string | null {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  if (isLang(first)) return null;
  if (first !== '' && LANGUAGE_LIKE.test(first) && !SHORT_PAGE_NAMES.has(first.toLowerCase())) {
    return ['', lang, ...segments.slice(2)].join('/');
  }
  const rest = pathname === '/' ? '' : pathname;
  return `/${lang}${rest}`;
}

/**
 * The better of en and es in an Accept-Language header (`es-CR,es;q=0.9,en;q=0.8` → es;
 * `fr-FR,fr;q=0.9,en;q=0.5` → en), by quality and then by order; null when it names neither.
 */
export function negotiateLanguage(acceptLanguage: string | undefined): Lang | null {
  let best: { lang: Lang; quality: number } | null = null;
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...parameters] = entry.trim().toLowerCase().split(';');
    const primary = tag.trim().split('-')[0];
    if (!isLang(primary)) continue;
    const q = parameters.map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > 0 && (best === null || quality > best.quality)) best = { lang: primary, quality };
  }
  return best?.lang ?? null;
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
