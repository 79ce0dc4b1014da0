import {
  closeChoices,
  defaultHours,
  formatTime12h,
  formatTimeOfDay,
  isConsistentDay,
  isOpenAt,
  openChoices,
  openRanges,
  suggestedBreak,
  TIME_CHOICES,
  timesBetween,
  weekTimeAt,
} from './hours';
import type { DayHours, WeeklyHours } from '../events/events';
import { weeklyHoursSchema } from '../schemas/profile.schema';
import { validationMessage } from '../errors/validation-messages';

/** Monday to Saturday 7:00 to 17:00 with lunch from 12:00 to 13:00; Sunday closed. */
const withLunch = (): WeeklyHours => defaultHours().map((day) => ({ ...day, breakStart: '12:00', breakEnd: '13:00' }));
const MONDAY = 1;
const at = (time: string) => ({ day: MONDAY, minute: Number(time.split(':')[0]) * 60 + Number(time.split(':')[1]) });

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

  describe('a day with a break (issue 39: up to two ranges a day)', () => {
    it('is open in its two ranges and closed in the break: 11:59 open, 12:00 and 12:30 closed, 13:00 open', () => {
      const hours = withLunch();
      expect(isOpenAt(hours, at('7:00'))).toBe(true);
      expect(isOpenAt(hours, at('11:59'))).toBe(true);
      expect(isOpenAt(hours, at('12:00'))).toBe(false);
      expect(isOpenAt(hours, at('12:30'))).toBe(false);
      expect(isOpenAt(hours, at('12:59'))).toBe(false);
      expect(isOpenAt(hours, at('13:00'))).toBe(true);
      expect(isOpenAt(hours, at('16:59'))).toBe(true);
      expect(isOpenAt(hours, at('17:00'))).toBe(false);
      expect(isOpenAt(hours, { day: 0, minute: 9 * 60 })).toBe(false);
    });

    it('tells open now from an instant in Costa Rica time: Monday 12:30 is in the break', () => {
      // 2031-01-06 is a Monday; Costa Rica is UTC-6 all year.
      expect(isOpenAt(withLunch(), weekTimeAt(Date.UTC(2031, 0, 6, 18, 30)))).toBe(false);
      expect(isOpenAt(withLunch(), weekTimeAt(Date.UTC(2031, 0, 6, 19, 0)))).toBe(true);
      expect(isOpenAt(defaultHours(), weekTimeAt(Date.UTC(2031, 0, 6, 18, 30)))).toBe(true);
    });

    it('keeps no hours past midnight: a day closes by 23:45 and the next opens on its own', () => {
      // There are no overnight ranges: close is always after open on the same day.
      const late: WeeklyHours = defaultHours().map(() => ({ open: '18:00', close: '23:45', isClosed: false }));
      expect(isOpenAt(late, { day: MONDAY, minute: 23 * 60 + 44 })).toBe(true);
      expect(isOpenAt(late, { day: 2, minute: 30 })).toBe(false);
      expect(isConsistentDay({ open: '22:00', close: '2:00', isClosed: false })).toBe(false);
    });

    it('gives its ranges in order, one without a break and none when closed', () => {
      const day: DayHours = { open: '7:00', close: '17:00', isClosed: false, breakStart: '12:00', breakEnd: '13:00' };
      expect(openRanges(day)).toEqual([
        { open: '7:00', close: '12:00' },
        { open: '13:00', close: '17:00' },
      ]);
      expect(openRanges({ open: '7:00', close: '17:00', isClosed: false })).toEqual([{ open: '7:00', close: '17:00' }]);
      expect(openRanges({ ...day, isClosed: true })).toEqual([]);
    });

    it('accepts a break inside the day and refuses one outside it, reversed, empty or with one end', () => {
      const day = (breakStart?: string, breakEnd?: string): DayHours => ({
        open: '7:00',
        close: '17:00',
        isClosed: false,
        ...(breakStart && { breakStart }),
        ...(breakEnd && { breakEnd }),
      });
      expect(isConsistentDay(day('12:00', '13:00'))).toBe(true);
      expect(isConsistentDay(day('7:15', '16:45'))).toBe(true);
      expect(isConsistentDay(day('7:00', '8:00'))).toBe(false);
      expect(isConsistentDay(day('16:00', '17:00'))).toBe(false);
      expect(isConsistentDay(day('6:00', '8:00'))).toBe(false);
      expect(isConsistentDay(day('13:00', '12:00'))).toBe(false);
      expect(isConsistentDay(day('12:00', '12:00'))).toBe(false);
      expect(isConsistentDay(day('12:00'))).toBe(false);
      expect(isConsistentDay(day(undefined, '13:00'))).toBe(false);
      expect(isConsistentDay({ ...day('13:00', '12:00'), isClosed: true })).toBe(true);
    });

    it('refuses a week with an inconsistent day, the issue naming the day in both languages', () => {
      const week = withLunch();
      week[2] = { ...week[2]!, breakStart: '13:00', breakEnd: '12:00' };
      week[3] = { ...week[3]!, breakStart: '6:00', breakEnd: '8:00' };
      week[4] = { open: '7:00', close: '17:00', isClosed: false, breakStart: '12:00' };
      week[5] = { open: '18:00', close: '9:00', isClosed: false };
      const result = weeklyHoursSchema.safeParse(week);
      const issues = result.error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
      expect(issues).toEqual([
        { path: '2.breakEnd', message: 'Tuesday: the break must start before it ends.' },
        { path: '3.breakStart', message: 'Wednesday: the break must start after opening and end before closing.' },
        { path: '4.breakEnd', message: 'Thursday: choose when the break starts and when it ends.' },
        { path: '5.close', message: 'Friday: opening time must be before closing time.' },
      ]);
      expect(issues!.map(({ message }) => validationMessage(message, 'es'))).toEqual([
        'Martes: la pausa debe empezar antes de terminar.',
        'Miércoles: la pausa debe empezar después de abrir y terminar antes de cerrar.',
        'Jueves: elige cuándo empieza y cuándo termina la pausa.',
        'Viernes: la hora de apertura debe ser antes de la hora de cierre.',
      ]);
      expect(weeklyHoursSchema.parse(withLunch())).toEqual(withLunch());
      expect(weeklyHoursSchema.parse(defaultHours())).toEqual(defaultHours());
    });

    it('offers the times between two others, and suggests a lunch break the day can hold', () => {
      expect(timesBetween('11:00', '12:00')).toEqual(['11:15', '11:30', '11:45']);
      expect(timesBetween(null, '0:30')).toEqual(['0:00', '0:15']);
      expect(timesBetween('23:15', null)).toEqual(['23:30', '23:45']);
      expect(suggestedBreak({ open: '7:00', close: '17:00', isClosed: false })).toEqual({
        breakStart: '12:00',
        breakEnd: '13:00',
      });
      expect(suggestedBreak({ open: '14:00', close: '20:00', isClosed: false })).toEqual({
        breakStart: '16:45',
        breakEnd: '17:00',
      });
      expect(suggestedBreak({ open: '8:00', close: '8:45', isClosed: false })).toEqual({
        breakStart: '8:15',
        breakEnd: '8:30',
      });
      expect(suggestedBreak({ open: '8:00', close: '8:30', isClosed: false })).toBeNull();
    });
  });
});
