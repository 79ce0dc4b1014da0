import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { sha256Hex } from '../ids/ids';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The request's Idempotency-Key header, when it is well formed (else the request is simply not idempotent). */
export function idempotencyKey(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : null;
}

/**
 * Whose key space a key lives in: the signed-in (or anonymous-session) user, else every
 * session-less caller shares one space. A key alone never names a result: it is always paired
 * with the request fingerprint, so two callers that share a key space never share a result.
 */
export function idempotencyScope(request: FastifyRequest): string {
  return request.actor?.userId ?? 'no-session';
}

/**
 * Method, path and a hash of the canonical JSON body (keys sorted, so key order does not matter).
 * A streamed body (an upload) is not read here; its route is only open to sessions, whose key
 * space is their own.
 */
export function requestFingerprint(request: FastifyRequest): string {
  const body = request.body instanceof Readable ? 'stream' : canonicalJson(request.body ?? null);
  return sha256Hex(`${request.method} ${request.url}\u0000${body}`);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
