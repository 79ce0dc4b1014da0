import type { ErrorCode } from '@gp/shared';
import type { RateLimit, RateLimiter } from '../../core/auth/rate-limiter';
import { DomainError } from '../../core/errors/domain-error';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Numbers are handed out a few at a time, so the directory cannot be scraped for them; messages
 * are limited per visitor and per pro, so nobody can flood a pro's phone with SMS.
 */
export const CONTACT_LIMITS = {
  linksPerVisitor: { name: 'contact-links-ip', max: 30, windowMs: HOUR },
  tapsPerVisitor: { name: 'contact-taps-ip', max: 60, windowMs: HOUR },
  leadsPerVisitor: { name: 'leads-ip', max: 5, windowMs: HOUR },
  leadsPerPro: { name: 'leads-pro', max: 30, windowMs: DAY },
} as const satisfies Record<string, RateLimit>;

/** Counts one hit; past the limit, answers 429 with this code (and Retry-After) instead of the generic one. */
export async function hitLimit(
  rateLimiter: RateLimiter,
  limit: RateLimit,
  subject: string,
  code: ErrorCode = 'REQUEST.RATE_LIMITED',
): Promise<void> {
  try {
    await rateLimiter.hit([{ limit, subject }]);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'REQUEST.RATE_LIMITED')
      throw new DomainError(code, undefined, error.retryAfterSeconds);
    throw error;
  }
}
