import { LANGUAGES, pathInLanguage, type Lang } from '@gp/shared';
import { useLocation } from 'react-router';
import { useLang } from '../../../hooks/use-lang';

/** Each language's own name for itself, shown the same whatever the page language. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Español' };

export interface LanguageLink {
  lang: Lang;
  name: string;
  /** The current page in the language (the head's hreflang alternate: a directory page's slugs translated); query and hash are kept. */
  to: string;
  isCurrent: boolean;
}

export function useLanguageLinks(): LanguageLink[] {
  const { pathname, search, hash } = useLocation();
  const current = useLang();
  return LANGUAGES.map((lang) => ({
    lang,
    name: LANGUAGE_NAMES[lang],
    to: `${pathInLanguage(pathname, lang)}${search}${hash}`,
    isCurrent: lang === current,
  }));
}
