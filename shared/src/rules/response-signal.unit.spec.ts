import {
  compareResponseSignals,
  responseSignal,
  responseTimeUnit,
  type RequestResponse,
  type ResponseSignal,
} from './response-signal';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (msBeforeNow: number) => new Date(NOW - msBeforeNow).toISOString();
let next = 0;
/** A request sent `sentAgo` before now, answered `delay` after it (null: never). */
const request = (sentAgo: number, delay: number | null): RequestResponse => ({
  leadId: `l${++next}`,
  sentAt: at(sentAgo),
  answeredAt: delay === null ? null : at(sentAgo - delay),
});

describe('response signal', () => {
  it('gives the median minutes to the first answer and the share answered within 24 hours', () => {
    const signal = responseSignal(
      [request(10 * DAY, 30 * 60_000), request(9 * DAY, 2 * HOUR), request(8 * DAY, 3 * HOUR)],
      NOW,
    );
    expect(signal).toEqual({ requests: 3, medianMinutes: 120, answeredWithinDayPercent: 100 });
  });

  it('shows nothing with fewer than three requests', () => {
    expect(responseSignal([request(3 * DAY, HOUR), request(2 * DAY, HOUR)], NOW)).toBeNull();
    expect(responseSignal([], NOW)).toBeNull();
  });

  it('counts an unanswered request as slower than any answer, and has no median when most go unanswered', () => {
    const requests = [request(5 * DAY, HOUR), request(4 * DAY, null), request(3 * DAY, null)];
    expect(responseSignal(requests, NOW)).toEqual({ requests: 3, medianMinutes: null, answeredWithinDayPercent: 33 });
    expect(responseSignal([...requests, request(2 * DAY, 2 * HOUR), request(DAY + HOUR, HOUR)], NOW)).toEqual({
      requests: 5,
      medianMinutes: 120,
      answeredWithinDayPercent: 60,
    });
  });

  it('averages the two middle answers of an even count, and none when one of them is missing', () => {
    const answered = [request(9 * DAY, HOUR), request(8 * DAY, 3 * HOUR), request(7 * DAY, 5 * HOUR)];
    expect(responseSignal([...answered, request(6 * DAY, 7 * HOUR)], NOW)?.medianMinutes).toBe(240);
    expect(responseSignal([...answered.slice(0, 2), request(6 * DAY, null), request(5 * DAY, null)], NOW)).toEqual({
      requests: 4,
      medianMinutes: null,
      answeredWithinDayPercent: 50,
    });
  });

  it('counts an answer later than 24 hours in the median but not in the share', () => {
    const signal = responseSignal([request(9 * DAY, 2 * DAY), request(8 * DAY, 2 * DAY), request(7 * DAY, HOUR)], NOW);
    expect(signal).toEqual({ requests: 3, medianMinutes: 2 * 24 * 60, answeredWithinDayPercent: 33 });
  });

  it('rounds the share down and the minutes up, never flattering', () => {
    const requests = [request(9 * DAY, 61_000), request(8 * DAY, 90_000), request(7 * DAY, 10_000)];
    expect(responseSignal(requests, NOW)?.medianMinutes).toBe(2);
    expect(responseSignal([request(9 * DAY, 0), request(8 * DAY, 0), request(7 * DAY, 0)], NOW)?.medianMinutes).toBe(1);
  });

  it('waits a day before counting an unanswered request, and counts an answered one at once', () => {
    const older = [request(9 * DAY, HOUR), request(8 * DAY, HOUR)];
    expect(responseSignal([...older, request(23 * HOUR, null)], NOW)).toBeNull();
    expect(responseSignal([...older, request(24 * HOUR, null)], NOW)?.answeredWithinDayPercent).toBe(66);
    expect(responseSignal([...older, request(2 * HOUR, HOUR)], NOW)?.requests).toBe(3);
  });

  it('keeps the last 90 days: a request sent exactly 90 days before now has left the window', () => {
    const recent = [request(2 * DAY, HOUR), request(3 * DAY, HOUR)];
    expect(responseSignal([...recent, request(90 * DAY - 1, HOUR)], NOW)?.requests).toBe(3);
    expect(responseSignal([...recent, request(90 * DAY, HOUR)], NOW)).toBeNull();
  });

  it('slides with the clock: the same requests show nothing once one of them is older than 90 days', () => {
    const requests = [request(80 * DAY, HOUR), request(20 * DAY, HOUR), request(10 * DAY, HOUR)];
    expect(responseSignal(requests, NOW)).not.toBeNull();
    expect(responseSignal(requests, NOW + 10 * DAY)).toBeNull();
  });

  it('ignores what happened after the clock: a request or an answer from its future', () => {
    const older = [request(9 * DAY, HOUR), request(8 * DAY, HOUR)];
    expect(responseSignal([...older, request(-HOUR, 0)], NOW)).toBeNull();
    expect(responseSignal([...older, request(2 * DAY, 3 * DAY)], NOW)?.answeredWithinDayPercent).toBe(66);
  });
});

describe('response time unit', () => {
  it('reads minutes under an hour, hours under a day, then days, rounded up', () => {
    expect(responseTimeUnit(1)).toEqual({ unit: 'minutes', count: 1 });
    expect(responseTimeUnit(59)).toEqual({ unit: 'minutes', count: 59 });
    expect(responseTimeUnit(60)).toEqual({ unit: 'hours', count: 1 });
    expect(responseTimeUnit(61)).toEqual({ unit: 'hours', count: 2 });
    expect(responseTimeUnit(24 * 60 - 1)).toEqual({ unit: 'hours', count: 24 });
    expect(responseTimeUnit(24 * 60)).toEqual({ unit: 'days', count: 1 });
    expect(responseTimeUnit(24 * 60 + 1)).toEqual({ unit: 'days', count: 2 });
  });
});

describe('responds-fastest order', () => {
  const signal = (medianMinutes: number | null, answeredWithinDayPercent: number): ResponseSignal => ({
    requests: 3,
    medianMinutes,
    answeredWithinDayPercent,
  });
  it('puts the shortest median first, then the larger share, most-unanswered after, no signal last', () => {
    const list = [null, signal(null, 40), signal(120, 90), signal(30, 60), signal(120, 100)];
    expect(list.sort(compareResponseSignals)).toEqual([
      signal(30, 60),
      signal(120, 100),
      signal(120, 90),
      signal(null, 40),
      null,
    ]);
  });
});
