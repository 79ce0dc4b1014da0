import { COSTA_RICA_UTC_OFFSET_HOURS } from '../constants/constants';

/**
 * What the platform tells people when something happens to them (issue 36): to a pro, a review
 * published on their profile, the profile becoming public, a photo refused, a reply hidden; to a
 * client, their review published or removed, their request marked answered, and two days after a
 * request whether the pro got back to them ('answer-check', replied YES or NO). New requests stay
 * the batched text of the lead jobs.
 */
export const NOTIFICATION_KINDS = [
  'review-published',
  'profile-public',
  'photo-refused',
  'reply-hidden',
  'own-review-published',
  'own-review-removed',
  'request-answered',
  'answer-check',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * How a person wants one kind of notification: by WhatsApp (when an approved template exists, else
 * SMS), by SMS only, or not at all. A kind not chosen is sent the automatic way: WhatsApp to a number
 * WhatsApp reached before, else SMS.
 */
export const NOTIFICATION_CHANNELS = ['whatsapp', 'sms', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** Per kind, the channel chosen; a kind left out is automatic. */
export type NotificationPreferences = Partial<Record<NotificationKind, NotificationChannel>>;

export const NOTIFICATION_FAILURE_REASONS = ['refused', 'retries-exhausted'] as const;
export type NotificationFailureReason = (typeof NOTIFICATION_FAILURE_REASONS)[number];

/** Hours of the day in Costa Rica, from `from`:00 (evening) to `until`:00 (next morning). */
export interface QuietHours {
  from: number;
  until: number;
}

/** Quiet hours in Costa Rica (no daylight saving: UTC−6): a notification due then is held until the morning. */
export const QUIET_HOURS: QuietHours = { from: 21, until: 7 };
const HOUR_MS = 60 * 60_000;

/**
 * Milliseconds from `now` until quiet hours end (`until`:00 in Costa Rica), or 0 outside quiet
 * hours; always 0 without quiet hours (null: the deployment turned them off).
 */
export function msUntilQuietHoursEnd(now: Date, quiet: QuietHours | null = QUIET_HOURS): number {
  if (!quiet) return 0;
  const local = new Date(now.getTime() + COSTA_RICA_UTC_OFFSET_HOURS * HOUR_MS);
  const hour = local.getUTCHours();
  if (hour >= quiet.until && hour < quiet.from) return 0;
  const morning = new Date(local);
  morning.setUTCHours(quiet.until, 0, 0, 0);
  if (hour >= quiet.from) morning.setUTCDate(morning.getUTCDate() + 1);
  return morning.getTime() - local.getTime();
}

/** What a number texts back to stop every message (English and Spanish), and to have them again. */
export const STOP_KEYWORDS = ['STOP', 'BAJA', 'ALTO'] as const;
export const START_KEYWORDS = ['START'] as const;

/** The keyword an inbound text is, if it is one: the whole text, any case, spaces around ignored. */
export function messagingKeyword(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase();
  if ((STOP_KEYWORDS as readonly string[]).includes(word)) return 'stop';
  if ((START_KEYWORDS as readonly string[]).includes(word)) return 'start';
  return null;
}

/** How long after a request its client is asked whether the pro got back to them (issue 36). */
export const ANSWER_CHECK_DELAY_HOURS = 48;

/** The words that answer the question YES (Spanish and English) or NO; "SÍ" with or without its accent. */
export const ANSWER_YES_WORDS = ['SI', 'YES'] as const;
export const ANSWER_NO_WORDS = ['NO'] as const;

/**
 * The answer an inbound text gives to the answer check, if it is one: the whole text, any case,
 * accents and spaces around (and a closing full stop or exclamation mark) ignored.
 */
export function answerCheckReply(body: string): 'yes' | 'no' | null {
  const word = body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if ((ANSWER_YES_WORDS as readonly string[]).includes(word)) return 'yes';
  if ((ANSWER_NO_WORDS as readonly string[]).includes(word)) return 'no';
  return null;
}
