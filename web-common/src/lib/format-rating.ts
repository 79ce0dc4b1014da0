import { LANGUAGES, RATING_MAX, type Lang } from '@gp/shared';

/** Made once per language: a formatter costs far more to make than to use, and a page writes dozens of ratings. */
const formatters = (options?: Intl.NumberFormatOptions) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, new Intl.NumberFormat(lang, options)])) as Record<
    Lang,
    Intl.NumberFormat
  >;
const averageFormat = formatters({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeFormat = formatters();

/** Spec §9: a rating average to 2 decimals, written the way the page language writes numbers (4.67, 4,67). */
export function formatAverage(average: number, lang: Lang): string {
  return averageFormat[lang].format(average);
}

/** A rating as the stars draw it and a label reads it: 0 to 5, to 2 decimals (4.666… is 4.67). */
export function shownRating(rating: number): number {
  return Math.min(RATING_MAX, Math.max(0, Number(rating.toFixed(2))));
}

/** A rating in words: a whole one as it is (4), an average as the page shows it (4.67, 4,67). */
export function formatRating(rating: number, lang: Lang): string {
  const shown = shownRating(rating);
  return Number.isInteger(shown) ? wholeFormat[lang].format(shown) : formatAverage(shown, lang);
}
