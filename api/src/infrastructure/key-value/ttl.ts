/**
 * Both adapters accept the same TTLs: a positive whole number of milliseconds (Redis refuses
 * anything else, so the embedded store refuses it too rather than behaving differently).
 */
export function assertValidTtl(ttlMs: number): void {
  if (!Number.isSafeInteger(ttlMs) || ttlMs <= 0) {
    throw new RangeError(`ttlMs must be a positive whole number of milliseconds, got ${ttlMs}`);
  }
}

/** An increment's step: a positive whole number, 1 when omitted (Redis' INCRBY takes integers only). */
export function assertValidStep(by: number = 1): number {
  if (!Number.isSafeInteger(by) || by <= 0) throw new RangeError(`by must be a positive whole number, got ${by}`);
  return by;
}
