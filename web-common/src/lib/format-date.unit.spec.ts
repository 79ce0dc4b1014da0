import { HOURS_TIME_ZONE } from '@gp/shared';
import { formatCostaRicaDate } from './format-date';

describe('a day in Costa Rica, as a page writes it', () => {
  const intl = {
    en: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: HOURS_TIME_ZONE }),
    es: new Intl.DateTimeFormat('es-CR', { dateStyle: 'medium', timeZone: HOURS_TIME_ZONE }),
  };

  it('writes what Intl writes for Costa Rica, every month, at both ends of the day', () => {
    for (let month = 0; month < 12; month++) {
      // 05:59 UTC is still the day before in Costa Rica; 06:00 UTC is the day itself.
      for (const instant of [
        Date.UTC(2026, month, 1, 5, 59),
        Date.UTC(2026, month, 1, 6, 0),
        Date.UTC(2025, month, 28, 23, 0),
      ]) {
        expect(formatCostaRicaDate(instant, 'en')).toBe(intl.en.format(instant));
        expect(formatCostaRicaDate(instant, 'es')).toBe(intl.es.format(instant));
      }
    }
  });

  it('reads the ISO timestamps the API sends', () => {
    expect(formatCostaRicaDate('2026-11-27T03:00:00.000Z', 'en')).toBe('Nov 26, 2026');
    expect(formatCostaRicaDate('2026-11-27T03:00:00.000Z', 'es')).toBe('26 nov 2026');
  });
});
