// Events shaped like the v1 catalogue (shared/src/events/events.ts), so the benchmarks store and
// replay payloads of realistic size.
import { randomUUID } from 'node:crypto';

const BENCH_EPOCH = Date.parse('2026-01-01T00:00:00Z');
/** A timestamp `step` seconds after a fixed start, so generated histories read in order. */
export const timestamp = (step) => new Date(BENCH_EPOCH + step * 1000).toISOString();

function domainEvent(type, data, actorId) {
  const correlationId = randomUUID();
  return { id: randomUUID(), type, data, metadata: { actorId, correlationId, causationId: correlationId } };
}

export const betaKeyIssued = (keyId, issuedAt, adminId) => domainEvent('BetaKeyIssued', { keyId, issuedAt }, adminId);

export const betaKeyConsumed = (keyId, userId, consumedAt) =>
  domainEvent('BetaKeyConsumed', { keyId, userId, consumedAt }, userId);

export const userRegistered = (userId, registeredAt) =>
  domainEvent(
    'UserRegistered',
    { userId, email: `${userId}@example.com`, isAnonymous: false, preferredLang: 'es', registeredAt },
    userId,
  );
