import type { Clock } from '@gp/shared/server';

/** A clock for tests: it stands still at the time it was set to and moves only when told to. */
export interface SetClock extends Clock {
  set(time: Date | string): void;
  advance(ms: number): void;
}

export function setClock(start: Date | string = '2026-11-22T10:00:00.000Z'): SetClock {
  let time = new Date(start).getTime();
  return {
    // A new Date each time: a caller that mutates it cannot move the clock.
    now: () => new Date(time),
    set: (to) => void (time = new Date(to).getTime()),
    advance: (ms) => void (time += ms),
  };
}
