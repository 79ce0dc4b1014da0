/**
 * Both adapters accept the same TTLs: a positive whole number of milliseconds (Redis refuses
 * anything else, so the embedded store refuses it too rather than behaving differently).
 */
export function assertValidTtl(ttlMs: number): void {
  if (!Number.isSafeInteger(ttlMs) || ttlMs <= 0) {
    throw new RangeError(`ttlMs must be a positive whole number of milliseconds, got ${ttlMs}`);
  }
}
