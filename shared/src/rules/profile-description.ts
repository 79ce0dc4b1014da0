import { LANGUAGES, type Lang } from '../constants/constants';

/**
 * A pro's description (spec §1) in the languages they wrote it in: Spanish, English or both
 * (issue 40 item 8). A language left out has none; a text is never empty.
 */
export type ProfileDescription = Partial<Record<Lang, string>>;

/** The other of the two languages. */
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en');

/**
 * What a page in `lang` shows: the text in its language, else the other language's text with that
 * language (the page marks it "Written in Spanish" / "Escrito en inglés"); null without either.
 */
export function descriptionFor(description: ProfileDescription, lang: Lang): { text: string; lang: Lang } | null {
  for (const language of [lang, otherLang(lang)]) {
    const text = description[language];
    if (text) return { text, lang: language };
  }
  return null;
}

/**
 * The description after a change: each language the change names gets that text, and an empty one
 * removes it; a language the change leaves out keeps its text. Languages in LANGUAGES order.
 */
export function changedDescription(current: ProfileDescription, change: ProfileDescription): ProfileDescription {
  const next: ProfileDescription = {};
  for (const lang of LANGUAGES) {
    const text = lang in change ? change[lang] : current[lang];
    if (text) next[lang] = text;
  }
  return next;
}

export const sameDescription = (a: ProfileDescription, b: ProfileDescription): boolean =>
  LANGUAGES.every((lang) => (a[lang] ?? '') === (b[lang] ?? ''));

/** Every language's text, for search: one string, the languages in LANGUAGES order. */
export const descriptionTexts = (description: ProfileDescription): string[] =>
  LANGUAGES.flatMap((lang) => description[lang] ?? []);
