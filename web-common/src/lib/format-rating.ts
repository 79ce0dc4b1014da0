import { RATING_MAX, type Lang } from '@gp/shared';

/**
 * A number from 0 to 5 as the page language writes it: English with a decimal point, Spanish with
 * a comma (4.67, 4,67). Written by hand, not with Intl.NumberFormat: ratings need no grouping or
 * other rule, and making a formatter (its locale data) cost a phone a long frame as a page came alive.
 */
const writtenIn = (lang: Lang, digits: string) => (lang === 'es' ? digits.replace('.', ',') : digits);

/** Spec §9: a rating average to 2 decimals, written the way the page language writes numbers (4.67, 4,67). */
export function formatAverage(average: number, lang: Lang): string {
  return writtenIn(lang, average.toFixed(2));
}

/** A rating as the stars draw it and a label reads it: 0 to 5, to 2 decimals (4.666… is 4.67). */
export function shownRating(rating: number): number {
  return Math.min(RATING_MAX, Math.max(0, Number(rating.toFixed(2))));
}

/** A rating in words: a whole one as it is (4), an average as the page shows it (4.67, 4,67). */
export function formatRating(rating: number, lang: Lang): string {
  const shown = shownRating(rating);
  return Number.isInteger(shown) ? String(shown) : formatAverage(shown, lang);
}
