import { useEffect, useState } from 'react';

const SECOND = 1000;

export const secondsUntil = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / SECOND));

/**
 * Whole seconds until `deadline` (ms since the epoch), counting down to 0, for a visible
 * countdown. Each tick is timed to the moment the shown number changes; a tick that fires early,
 * or a new deadline, just schedules the next one. Every tick is a new reading object, so a tick
 * that finds the clock where it was (it fired early, or the clock was held) still schedules the next.
 */
export function useSecondsLeft(deadline: number): number {
  const [reading, setReading] = useState(() => ({ now: Date.now() }));
  const secondsLeft = secondsUntil(deadline, reading.now);
  useEffect(() => {
    const current = Date.now();
    const remainingMs = deadline - current;
    if (remainingMs <= 0 && secondsLeft === 0) return;
    const stale = secondsUntil(deadline, current) !== secondsLeft;
    const timer = setTimeout(() => setReading({ now: Date.now() }), stale ? 0 : remainingMs % SECOND || SECOND);
    return () => clearTimeout(timer);
  }, [deadline, reading, secondsLeft]);
  return secondsLeft;
}
