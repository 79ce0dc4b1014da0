/**
 * Issue 36 items 4–5: how quickly a pro answers requests, from events only (never the pro's own
 * claim). The projections keep each request's times; the figures are worked out here at read time,
 * over the window that ends at the clock's now, so a request leaves the window without an event.
 */

export const RESPONSE_WINDOW_DAYS = 90;
/** Fewer requests than this in the window shows nothing: a figure from one or two is no signal. */
export const RESPONSE_MIN_REQUESTS = 3;
export const RESPONSE_ANSWER_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;
const WINDOW_MS = RESPONSE_WINDOW_DAYS * 24 * HOUR_MS;
const ANSWER_MS = RESPONSE_ANSWER_HOURS * HOUR_MS;

/** One request as the projections keep it: when it was sent and the pro's first answer (null: none yet). */
export type RequestResponse = { leadId: string; sentAt: string; answeredAt: string | null };

export interface ResponseSignal {
  /** The requests the figures count: sent within the window and either answered or older than a day. */
  requests: number;
  /** The median minutes to the first answer (rounded up); null when more than half were never answered. */
  medianMinutes: number | null;
  /** The share answered within 24 hours, in whole percent rounded down (never flattering). */
  answeredWithinDayPercent: number;
}

/** A request may be dropped once it can no longer be in any window read after `atMs` (the clock only moves on). */
export const isPastResponseWindow = (sentAt: string, atMs: number) => Date.parse(sentAt) <= atMs - WINDOW_MS;

/**
 * The pro's signal at `nowMs`, or null with fewer than RESPONSE_MIN_REQUESTS counted requests.
 * A request sent less than a day ago and not answered yet is not counted: it has not had its day,
 * and counting it would make a pro look slower than they are. An unanswered request counts as
 * slower than any answer, so the median is null when most go unanswered.
 */
export function responseSignal(requests: readonly RequestResponse[], nowMs: number): ResponseSignal | null {
  const delays: number[] = [];
  for (const { sentAt, answeredAt } of requests) {
    const sent = Date.parse(sentAt);
    if (sent > nowMs || sent <= nowMs - WINDOW_MS) continue;
    const answered = answeredAt === null ? null : Date.parse(answeredAt);
    // An answer after now (a clock read before the event landed) is not an answer yet.
    const delay = answered !== null && answered <= nowMs ? Math.max(0, answered - sent) : null;
    if (delay === null && nowMs - sent < ANSWER_MS) continue;
    delays.push(delay ?? Number.POSITIVE_INFINITY);
  }
  if (delays.length < RESPONSE_MIN_REQUESTS) return null;
  delays.sort((a, b) => a - b);
  const middle = delays.length / 2;
  const median = delays.length % 2 === 1 ? delays[Math.floor(middle)]! : (delays[middle - 1]! + delays[middle]!) / 2;
  const withinDay = delays.filter((delay) => delay <= ANSWER_MS).length;
  return {
    requests: delays.length,
    medianMinutes: Number.isFinite(median) ? Math.max(1, Math.ceil(median / 60_000)) : null,
    answeredWithinDayPercent: Math.floor((withinDay / delays.length) * 100),
  };
}

/**
 * How a median reads: minutes under an hour, hours under a day, then days, each rounded up
 * (an answer in 61 minutes is "2 h": never quicker than it was).
 */
export function responseTimeUnit(minutes: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 24 * 60) return { unit: 'hours', count: Math.ceil(minutes / 60) };
  return { unit: 'days', count: Math.ceil(minutes / (24 * 60)) };
}

/**
 * The directory's "responds fastest" order: pros with a signal first, the shortest median first
 * (none — most unanswered — after every median), then the larger share; pros without a signal last.
 */
export function compareResponseSignals(a: ResponseSignal | null, b: ResponseSignal | null): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  const medianA = a.medianMinutes ?? Number.POSITIVE_INFINITY;
  const medianB = b.medianMinutes ?? Number.POSITIVE_INFINITY;
  if (medianA !== medianB) return medianA < medianB ? -1 : 1;
  return b.answeredWithinDayPercent - a.answeredWithinDayPercent;
}
