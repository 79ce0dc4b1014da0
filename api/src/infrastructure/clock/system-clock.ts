import type { Clock } from '@gp/shared/server';

/** The machine's time: production and `npm start`. */
export const systemClock: Clock = { now: () => new Date() };
