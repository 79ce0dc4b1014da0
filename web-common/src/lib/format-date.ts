import { COSTA_RICA_UTC_OFFSET_HOURS, type Lang } from '@gp/shared';

const OFFSET_MS = COSTA_RICA_UTC_OFFSET_HOURS * 60 * 60 * 1000;

const MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};
const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};
const MERIDIEM: Record<Lang, readonly [string, string]> = { en: ['AM', 'PM'], es: ['a. m.', 'p. m.'] };

/*
 * Every date and time the apps show, in Costa Rica's calendar and clock whatever the reader's or the
 * server's clock says, as the page's language writes it. Written by hand rather than with
 * Intl.DateTimeFormat: the server and every browser then write exactly the same text (their locale
 * data differ: Chromium puts a narrow no-break space before "PM", Node a plain one, which a hydrating
 * page reports as a difference), and a phone does not load locale data as the page comes alive.
 */

/** The instant as Costa Rica's wall clock reads it, in a Date's UTC fields. */
const costaRica = (at: string | number | Date) => new Date(new Date(at).getTime() + OFFSET_MS);

/** A day: Nov 26, 2026 · 26 nov 2026. */
export function formatDate(at: string | number | Date, lang: Lang): string {
  const day = costaRica(at);
  const month = MONTHS[lang][day.getUTCMonth()];
  const [date, year] = [day.getUTCDate(), day.getUTCFullYear()];
  return lang === 'es' ? `${date} ${month} ${year}` : `${month} ${date}, ${year}`;
}

/** A day and its time on a 12-hour clock: Nov 26, 2026, 9:05 PM · 26 nov 2026, 9:05 p. m. */
export function formatDateTime(at: string | number | Date, lang: Lang): string {
  const time = costaRica(at);
  const hours = time.getUTCHours();
  const minutes = String(time.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(at, lang)}, ${hours % 12 || 12}:${minutes} ${MERIDIEM[lang][hours < 12 ? 0 : 1]}`;
}

/** A weekday by its number, Sunday first (0) as Date.getDay counts: Monday · lunes. */
export function formatWeekday(weekday: number, lang: Lang): string {
  return WEEKDAYS[lang][weekday]!;
}
