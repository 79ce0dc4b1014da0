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

/** A day is consistent when it is closed, or opens before it closes. */
export function isConsistentDay(day: DayHours): boolean {
  return (
    isTimeChoice(day.open) && isTimeChoice(day.close) && (day.isClosed || minutesOf(day.open) < minutesOf(day.close))
  );
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

/** Open from the open time up to, not including, the close time of a day that is not closed. */
export function isOpenAt(hours: WeeklyHours | null, { day, minute }: WeekTime): boolean {
  const today = hours?.[day];
  return !!today && !today.isClosed && minutesOf(today.open) <= minute && minute < minutesOf(today.close);
}
