/**
 * Clock port: where handlers and business rules read the time, so that a test can set it (a
 * decider never reads it: its command carries `now`).
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('Clock');
