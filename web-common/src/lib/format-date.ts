import type { Lang } from '@gp/shared';

/** Costa Rica keeps UTC−6 all year: it has had no daylight saving time since 1992. */
const COSTA_RICA_UTC_OFFSET_MS = -6 * 60 * 60 * 1000;

const MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

/**
 * A day as the page language writes it (Nov 26, 2026 · 26 nov 2026), in Costa Rica's calendar
 * whatever the reader's or the server's clock says. Written by hand rather than with
 * Intl.DateTimeFormat: the server and every browser then write exactly the same text (their
 * locale data differ), and a phone does not load the locale data as the page comes alive.
 */
export function formatCostaRicaDate(at: string | number | Date, lang: Lang): string {
  const day = new Date(new Date(at).getTime() + COSTA_RICA_UTC_OFFSET_MS);
  const month = MONTHS[lang][day.getUTCMonth()];
  const [date, year] = [day.getUTCDate(), day.getUTCFullYear()];
  return lang === 'es' ? `${date} ${month} ${year}` : `${month} ${date}, ${year}`;
}
