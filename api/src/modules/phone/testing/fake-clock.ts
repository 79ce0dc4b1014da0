import type { Clock } from '../otp/otp-rules';

/** A clock that moves only when told to. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
}

export function fakeClock(start = Date.parse('2026-11-22T10:00:00.000Z')): FakeClock {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}
