import type { Lang } from '@gp/shared';

/** Spec §9: a rating average to 2 decimals, written the way the page language writes numbers (4.67, 4,67). */
export function formatAverage(average: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(average);
}
