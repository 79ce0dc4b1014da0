import {
  COSTA_RICA_TIME_ZONE,
  DEFAULT_CLOSE_TIME,
  DEFAULT_OPEN_TIME,
  TIME_STEP_MINUTES,
  type Lang,
} from '../constants/constants';
import type { DayHours, WeeklyHours } from '../events/events';

/** Spec §3: 96 choices in 15-minute steps, "0:00" to "23:45", no leading zero on the hour. */
export const TIME_CHOICES: readonly string[] = Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, index) => {
  const minutes = index * TIME_STEP_MINUTES;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
});

const TIME_INDEX = new Map(TIME_CHOICES.map((time, index) => [time, index]));

export function isTimeChoice(time: string): boolean {
  return TIME_INDEX.has(time);
}

/** Minutes after midnight of a time choice. */
export function minutesOf(time: string): number {
  const index = TIME_INDEX.get(time);
  if (index === undefined) throw new RangeError(`Not a time choice: ${time}`);
  return index * TIME_STEP_MINUTES;
}

/** Open choices end before the close time; close choices start after the open time (spec §5). */
export const openChoices = (close: string) => TIME_CHOICES.filter((time) => minutesOf(time) < minutesOf(close));
export const closeChoices = (open: string) => TIME_CHOICES.filter((time) => minutesOf(time) > minutesOf(open));

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Spec §3 default: 7:00 to 17:00 every day, Sunday closed. Index 0 is Sunday. */
export function defaultHours(): WeeklyHours {
  return WEEKDAYS.map((day) => ({ open: DEFAULT_OPEN_TIME, close: DEFAULT_CLOSE_TIME, isClosed: day === 'sunday' }));
}

/** The weekdays' names, Sunday first, as the validation messages and the hours say them. */
export const WEEKDAY_NAMES: Record<Lang, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
};

/** What can be wrong with a day, each message naming the day (spec §5; Spanish twins in validation-messages). */
export const DAY_HOURS_MESSAGES = {
  /** Opening after (or at) closing. */
  inconsistent: (day: string) => `${day}: opening time must be before closing time.`,
  /** A break with one end only. */
  breakIncomplete: (day: string) => `${day}: choose when the break starts and when it ends.`,
  /** A break that starts at or after its end. */
  breakInconsistent: (day: string) => `${day}: the break must start before it ends.`,
  /** A break that does not fall between opening and closing. */
  breakOutside: (day: string) => `${day}: the break must start after opening and end before closing.`,
} satisfies Record<string, (day: string) => string>;
export const DAY_HOURS_MESSAGES_ES: Record<keyof typeof DAY_HOURS_MESSAGES, (day: string) => string> = {
  inconsistent: (day) => `${day}: la hora de apertura debe ser antes de la hora de cierre.`,
  breakIncomplete: (day) => `${day}: elige cuándo empieza y cuándo termina la pausa.`,
  breakInconsistent: (day) => `${day}: la pausa debe empezar antes de terminar.`,
  breakOutside: (day) => `${day}: la pausa debe empezar después de abrir y terminar antes de cerrar.`,
};

export interface DayHoursProblem {
  field: 'close' | 'breakStart' | 'breakEnd';
  message: string;
}

/**
 * What is wrong with day `index` (0 = Sunday) of a week, nothing when it is consistent: a break
 * has both ends or none; an open day opens before it closes, and its break starts after it opens,
 * before the break ends, which is before it closes, so its two ranges are in order and never
 * overlap (a closed day keeps its times for when it opens again, unchecked). Times off the list
 * are the time schema's to refuse.
 */
export function dayHoursProblems(day: DayHours, index: number): DayHoursProblem[] {
  const name = WEEKDAY_NAMES.en[index] ?? `Day ${index}`;
  const times = [day.open, day.close, day.breakStart, day.breakEnd].filter((time) => time !== undefined);
  if (!times.every(isTimeChoice)) return [];
  if ((day.breakStart === undefined) !== (day.breakEnd === undefined))
    return [
      {
        field: day.breakStart === undefined ? 'breakStart' : 'breakEnd',
        message: DAY_HOURS_MESSAGES.breakIncomplete(name),
      },
    ];
  if (day.isClosed) return [];
  const [open, close] = [minutesOf(day.open), minutesOf(day.close)];
  if (open >= close) return [{ field: 'close', message: DAY_HOURS_MESSAGES.inconsistent(name) }];
  if (day.breakStart === undefined || day.breakEnd === undefined) return [];
  const [breakStart, breakEnd] = [minutesOf(day.breakStart), minutesOf(day.breakEnd)];
  if (breakStart >= breakEnd) return [{ field: 'breakEnd', message: DAY_HOURS_MESSAGES.breakInconsistent(name) }];
  if (breakStart <= open || breakEnd >= close)
    return [{ field: 'breakStart', message: DAY_HOURS_MESSAGES.breakOutside(name) }];
  return [];
}

/** A day is consistent when it is closed, or opens before it closes with its break, if any, in between. */
export function isConsistentDay(day: DayHours, index = 1): boolean {
  return isTimeChoice(day.open) && isTimeChoice(day.close) && dayHoursProblems(day, index).length === 0;
}

/** A time range a day is open: from `open` up to, not including, `close`. */
export interface OpenRange {
  open: string;
  close: string;
}

/** The ranges a day is open, in order: none when closed, the two around its break, else one. */
export function openRanges(day: DayHours): OpenRange[] {
  if (day.isClosed) return [];
  if (day.breakStart === undefined || day.breakEnd === undefined) return [{ open: day.open, close: day.close }];
  return [
    { open: day.open, close: day.breakStart },
    { open: day.breakEnd, close: day.close },
  ];
}

/** Choices strictly between two times (either end left out: the day's edge). */
export const timesBetween = (after: string | null, before: string | null) =>
  TIME_CHOICES.filter(
    (time) =>
      (after === null || minutesOf(time) > minutesOf(after)) &&
      (before === null || minutesOf(time) < minutesOf(before)),
  );

/**
 * The break "Add a break" starts with: 12:00 to 13:00 when the day holds it, else the middle
 * 15 minutes of the day; null when the day is too short to hold one (45 minutes at least).
 */
export function suggestedBreak(day: DayHours): Required<Pick<DayHours, 'breakStart' | 'breakEnd'>> | null {
  const [open, close] = [minutesOf(day.open), minutesOf(day.close)];
  if (open < 12 * 60 && 13 * 60 < close) return { breakStart: '12:00', breakEnd: '13:00' };
  const starts = TIME_CHOICES.filter((time) => minutesOf(time) > open && minutesOf(time) + TIME_STEP_MINUTES < close);
  const breakStart = starts[Math.floor((starts.length - 1) / 2)];
  if (breakStart === undefined) return null;
  return { breakStart, breakEnd: TIME_CHOICES[TIME_INDEX.get(breakStart)! + 1]! };
}

/** "7:00" → "7:00 AM", "17:30" → "5:30 PM", "0:00" → "12:00 AM" (the profile's hours table). */
export function formatTime12h(time: string): string {
  const minutes = minutesOf(time);
  const hours24 = Math.floor(minutes / 60);
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/**
 * A time of day as each language writes it: "5:30 PM" in English, "5:30 p. m." in Spanish (the
 * forms Intl gives for en-US and es-CR). Written out rather than asked of Intl, whose spacing
 * characters differ between ICU versions, so the server's HTML and the browser's render agree.
 */
export function formatTimeOfDay(time: string, lang: Lang): string {
  if (lang === 'en') return formatTime12h(time);
  const minutes = minutesOf(time);
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'a. m.' : 'p. m.'}`;
}

/** A moment of the week: the weekday (0 = Sunday, as in WeeklyHours) and the minutes after midnight. */
export interface WeekTime {
  day: number;
  minute: number;
}

let weekTimeFormat: Intl.DateTimeFormat | undefined;
/**
 * Made on first use: a formatter for a time zone takes tens of milliseconds to create, which every
 * page of the web apps would otherwise pay as it starts, whether it tells the time or not.
 */
const weekTimeFormatter = () =>
  (weekTimeFormat ??= new Intl.DateTimeFormat('en-US', {
    // Weekly hours are local time: the zone database says what Costa Rica's clock reads, not us.
    timeZone: COSTA_RICA_TIME_ZONE,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }));
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The moment of the week, in Costa Rica, of an instant (milliseconds since the epoch). */
export function weekTimeAt(epochMs: number): WeekTime {
  const parts = Object.fromEntries(
    weekTimeFormatter()
      .formatToParts(epochMs)
      .map((part) => [part.type, part.value]),
  );
  return { day: WEEKDAY_SHORT.indexOf(parts.weekday ?? ''), minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Open in one of the day's ranges: from its open time up to, not including, its close time (so not in the break). */
export function isOpenAt(hours: WeeklyHours | null, { day, minute }: WeekTime): boolean {
  const today = hours?.[day];
  return (
    !!today && openRanges(today).some((range) => minutesOf(range.open) <= minute && minute < minutesOf(range.close))
  );
}
