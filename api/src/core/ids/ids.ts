import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A random id for new aggregates and commands. */
export function newId(): string {
  return randomUUID();
}

/** An unguessable token (sessions, beta keys): `bytes` of CSPRNG output, base64url. */
export function newToken(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * A UUID (version 5 layout) derived from its inputs, so the same command produces the same
 * event ids and a retried request appends nothing twice.
 */
export function deterministicUuid(...parts: readonly (string | number)[]): string {
  const bytes = createHash('sha256').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
