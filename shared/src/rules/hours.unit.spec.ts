import {
  closeChoices,
  defaultHours,
  formatTime12h,
  formatTimeOfDay,
  isConsistentDay,
  openChoices,
  TIME_CHOICES,
} from './hours';

describe('hours (spec §3, §5)', () => {
  it('offers 96 choices from 0:00 to 23:45 in 15-minute steps, without a leading zero', () => {
    expect(TIME_CHOICES).toHaveLength(96);
    expect(TIME_CHOICES.slice(0, 5)).toEqual(['0:00', '0:15', '0:30', '0:45', '1:00']);
    expect(TIME_CHOICES.at(-1)).toBe('23:45');
    expect(TIME_CHOICES).toContain('7:00');
    expect(TIME_CHOICES).not.toContain('07:00');
  });

  it('defaults to 7:00-17:00 with Sunday closed', () => {
    const hours = defaultHours();
    expect(hours).toHaveLength(7);
    expect(hours[0]).toEqual({ open: '7:00', close: '17:00', isClosed: true });
    expect(hours.slice(1).every((day) => day.open === '7:00' && day.close === '17:00' && !day.isClosed)).toBe(true);
  });

  it('limits open choices to before the close time and close choices to after the open time', () => {
    expect(openChoices('1:00')).toEqual(['0:00', '0:15', '0:30', '0:45']);
    expect(closeChoices('23:00')).toEqual(['23:15', '23:30', '23:45']);
    expect(openChoices('0:00')).toEqual([]);
  });

  it('accepts closed days and days that open before they close', () => {
    expect(isConsistentDay({ open: '8:00', close: '12:00', isClosed: false })).toBe(true);
    expect(isConsistentDay({ open: '12:00', close: '8:00', isClosed: true })).toBe(true);
    expect(isConsistentDay({ open: '12:00', close: '8:00', isClosed: false })).toBe(false);
    expect(isConsistentDay({ open: '8:00', close: '8:00', isClosed: false })).toBe(false);
    expect(isConsistentDay({ open: '8:10', close: '12:00', isClosed: false })).toBe(false);
  });

  it('formats times on a 12-hour clock', () => {
    expect(formatTime12h('7:00')).toBe('7:00 AM');
    expect(formatTime12h('17:00')).toBe('5:00 PM');
    expect(formatTime12h('0:00')).toBe('12:00 AM');
    expect(formatTime12h('12:15')).toBe('12:15 PM');
  });

  it('writes a time as each language does: the same words Intl gives for en-US and es-CR', () => {
    expect(formatTimeOfDay('17:30', 'en')).toBe('5:30 PM');
    expect(formatTimeOfDay('7:00', 'es')).toBe('7:00 a. m.');
    expect(formatTimeOfDay('12:00', 'es')).toBe('12:00 p. m.');
    expect(formatTimeOfDay('0:15', 'es')).toBe('12:15 a. m.');
    // Intl's spacing characters vary between ICU versions; its words and numbers do not.
    const spaces = (text: string) => text.replace(/\s/g, ' ');
    for (const time of ['0:00', '7:45', '12:00', '23:45']) {
      const [hours, minutes] = time.split(':').map(Number);
      const instant = Date.UTC(2031, 0, 1, hours, minutes);
      for (const [lang, locale] of [
        ['en', 'en-US'],
        ['es', 'es-CR'],
      ] as const) {
        const intl = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
          instant,
        );
        expect(spaces(formatTimeOfDay(time, lang))).toBe(spaces(intl));
      }
    }
  });
});
