import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '@gp/shared';

const MINUTE = 60_000;

/** The one-time-code rules of phone verification. Times are milliseconds since the epoch, from the Clock port. */
export const OTP_RULES = {
  /** A code is good for this long after it was sent. */
  codeTtlMs: 10 * MINUTE,
  /** This many wrong codes lock the challenge: even the right code fails after them. */
  maxWrongAttempts: 5,
  /** Wait between sends of one challenge. */
  resendCooldownMs: 30_000,
  /** Codes sent to one number (first sends and resends of every challenge) within sendWindowMs. */
  maxSendsPerNumber: 5,
  sendWindowMs: 60 * MINUTE,
  /** A challenge, with its resends, is forgotten this long after it started. */
  challengeLifetimeMs: 60 * MINUTE,
} as const;

/** What a challenge keeps of its current code: never the code itself. */
export interface CodeState {
  codeHash: string;
  codeSalt: string;
  sentAt: number;
}

export type AttemptOutcome = 'verified' | 'wrong' | 'locked' | 'expired';

/** Six digits from the CSPRNG, leading zeros kept. */
export function newCode(random: (max: number) => number = randomInt): string {
  return String(random(10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/** HMAC-SHA256 of the code keyed by a fresh random salt, so equal codes never hash alike. */
export function hashCode(
  code: string,
  codeSalt = randomBytes(16).toString('base64url'),
): Pick<CodeState, 'codeHash' | 'codeSalt'> {
  return { codeHash: createHmac('sha256', codeSalt).update(code).digest('base64url'), codeSalt };
}

export function codeExpiresAt(state: Pick<CodeState, 'sentAt'>): number {
  return state.sentAt + OTP_RULES.codeTtlMs;
}

export function isCodeExpired(state: Pick<CodeState, 'sentAt'>, now: number): boolean {
  return now >= codeExpiresAt(state);
}

export function resendAvailableAt(state: Pick<CodeState, 'sentAt'>): number {
  return state.sentAt + OTP_RULES.resendCooldownMs;
}

/**
 * Judges one attempt. `attemptNumber` counts every attempt on the challenge so far, this one
 * included (the store counts atomically before judging), so concurrent guesses cannot slip past
 * the lock: the sixth attempt fails even with the right code.
 */
export function judgeAttempt(state: CodeState, code: string, attemptNumber: number, now: number): AttemptOutcome {
  if (attemptNumber > OTP_RULES.maxWrongAttempts) return 'locked';
  if (isCodeExpired(state, now)) return 'expired';
  const given = Buffer.from(hashCode(code, state.codeSalt).codeHash);
  const expected = Buffer.from(state.codeHash);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'verified' : 'wrong';
}
