import type { Lang } from '@gp/shared';

const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-CR' };
/** The business runs in Costa Rica, so every admin reads the same dates whatever their machine says. */
const TIME_ZONE = 'America/Costa_Rica';

export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(iso));
}

export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}
