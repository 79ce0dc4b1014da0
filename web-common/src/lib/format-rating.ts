import { RATING_MAX, type Lang } from '@gp/shared';

/** Spec §9: a rating average to 2 decimals, written the way the page language writes numbers (4.67, 4,67). */
export function formatAverage(average: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(average);
}

/** A rating as the stars draw it and a label reads it: 0 to 5, to 2 decimals (4.666… is 4.67). */
export function shownRating(rating: number): number {
  return Math.min(RATING_MAX, Math.max(0, Number(rating.toFixed(2))));
}

/** A rating in words: a whole one as it is (4), an average as the page shows it (4.67, 4,67). */
export function formatRating(rating: number, lang: Lang): string {
  const shown = shownRating(rating);
  return Number.isInteger(shown) ? new Intl.NumberFormat(lang).format(shown) : formatAverage(shown, lang);
}
