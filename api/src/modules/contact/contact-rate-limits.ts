import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@gp/shared';
import type { RateLimit, RateLimiter } from '../../core/auth/rate-limiter';
import { clientAddress } from '../../core/http/client-address';
import { sha256Hex } from '../../core/ids/ids';
import { deviceToken } from '../auth/public';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Numbers are handed out a few at a time, so the directory cannot be scraped for them. Messages are
 * limited per sender, never per pro: a limit every sender shares would let a few addresses use it up
 * and silence the pro. What protects the pro's phone is that leads are told in batched texts, a
 * few a day (jobs/notify-pro-of-leads.ts).
 */
export const CONTACT_LIMITS = {
  linksPerVisitor: { name: 'contact-links-ip', max: 30, windowMs: HOUR },
  tapsPerVisitor: { name: 'contact-taps-ip', max: 60, windowMs: HOUR },
  leadsPerSender: { name: 'leads-sender', max: 5, windowMs: HOUR },
  leadsPerSenderAndPro: { name: 'leads-sender-pro', max: 3, windowMs: DAY },
} as const satisfies Record<string, RateLimit>;

/** Counts one hit against each; past a limit, answers 429 with this code (and Retry-After) instead of the generic one. */
export function hitLimits(
  rateLimiter: RateLimiter,
  hits: readonly { limit: RateLimit; subject: string }[],
  code: ErrorCode = 'REQUEST.RATE_LIMITED',
): Promise<void> {
  return rateLimiter.hit(hits.map((hit) => ({ ...hit, code })));
}

export function hitLimit(rateLimiter: RateLimiter, limit: RateLimit, subject: string, code?: ErrorCode): Promise<void> {
  return hitLimits(rateLimiter, [{ limit, subject }], code);
}

/**
 * A lead's sender, by everything that names them: the address, the device (a sign-in's cookie), the
 * session's user, and the number they give to be called back. Each is limited on its own, so
 * changing one of them (a fresh address) leaves the others counting.
 */
export function leadLimits(
  request: FastifyRequest,
  proId: string,
  phoneNumber: string,
): { limit: RateLimit; subject: string }[] {
  const device = deviceToken(request);
  const senders = [
    `ip:${clientAddress(request)}`,
    ...(device ? [`device:${sha256Hex(device)}`] : []),
    ...(request.actor ? [`user:${request.actor.userId}`] : []),
    // Hashed like the device: a key-value key holds no number in plain text (docs/personal-data.md).
    `phone:${sha256Hex(phoneNumber)}`,
  ];
  return senders.flatMap((sender) => [
    { limit: CONTACT_LIMITS.leadsPerSender, subject: sender },
    { limit: CONTACT_LIMITS.leadsPerSenderAndPro, subject: `${sender}:${proId}` },
  ]);
}
