import { COSTA_RICA_TIME_ZONE } from '@gp/shared';
import { formatDate, formatDateTime, formatWeekday } from './format-date';

const LOCALES = { en: 'en-US', es: 'es-CR' } as const;
/** What Intl writes, its spaces made plain (engines differ there; our text never does). */
const intl = (lang: 'en' | 'es', options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: COSTA_RICA_TIME_ZONE });
  return (instant: number) => format.format(instant).replace(/\s/g, ' ');
};

describe('dates and times in Costa Rica, as a page writes them', () => {
  // 05:59 UTC is still the day before in Costa Rica; 06:00 UTC is the day itself; noon and midnight.
  const instants = Array.from({ length: 12 }, (_, month) => [
    Date.UTC(2026, month, 1, 5, 59),
    Date.UTC(2026, month, 1, 6, 0),
    Date.UTC(2026, month, 1, 18, 0),
    Date.UTC(2025, month, 28, 23, 7),
  ]).flat();

  it.each(['en', 'es'] as const)('(%s) writes the day Intl writes, every month, at both ends of the day', (lang) => {
    const expected = intl(lang, { dateStyle: 'medium' });
    for (const instant of instants) expect(formatDate(instant, lang)).toBe(expected(instant));
  });

  it.each(['en', 'es'] as const)('(%s) writes the day and time Intl writes, noon and midnight included', (lang) => {
    const expected = intl(lang, { dateStyle: 'medium', timeStyle: 'short' });
    for (const instant of instants) expect(formatDateTime(instant, lang)).toBe(expected(instant));
  });

  it('reads the ISO timestamps the API sends', () => {
    expect(formatDate('2026-11-27T03:00:00.000Z', 'en')).toBe('Nov 26, 2026');
    expect(formatDate('2026-11-27T03:00:00.000Z', 'es')).toBe('26 nov 2026');
    expect(formatDateTime('2026-11-27T03:05:00.000Z', 'en')).toBe('Nov 26, 2026, 9:05 PM');
    expect(formatDateTime('2026-11-27T03:05:00.000Z', 'es')).toBe('26 nov 2026, 9:05 p. m.');
  });

  it.each(['en', 'es'] as const)('(%s) names each weekday as Intl does, Sunday first', (lang) => {
    const expected = new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    for (let weekday = 0; weekday < 7; weekday++)
      expect(formatWeekday(weekday, lang)).toBe(expected.format(Date.UTC(2023, 0, 1 + weekday)));
  });
});
