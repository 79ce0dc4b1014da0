import { hash } from 'node:crypto';
import type { FastifyInstance, onSendAsyncHookHandler } from 'fastify';
import { registeredContracts } from './api-contract';

/**
 * Public reads answer from read models that change whenever an event is projected, so a cache may
 * keep an answer but must ask again each time: `no-cache` with an ETag, and `304 Not Modified`
 * (no body) when the caller already holds that answer. A signed-in caller's answer can differ
 * (an owner's phone, an admin's fields), so it is `private` and varies with the cookie.
 */
export const PUBLIC_REVALIDATE = 'public, no-cache';
export const PRIVATE_REVALIDATE = 'private, no-cache';

export function registerConditionalGets(fastify: FastifyInstance): void {
  const cacheable = new Set<string>(
    registeredContracts()
      .filter((contract) => contract.method === 'GET' && contract.cacheable)
      .map((contract) => contract.path),
  );
  const revalidate: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    // A served copy brings the tag computed when it was stored (public-answer-cache.ts).
    const etag = String(reply.getHeader('ETag') ?? etagOf(payload));
    void reply
      .header('ETag', etag)
      .header('Cache-Control', request.headers.cookie ? PRIVATE_REVALIDATE : PUBLIC_REVALIDATE)
      .header('Vary', 'Cookie, Accept-Language');
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    void reply.code(304).removeHeader('content-length').removeHeader('content-type');
    return '';
  };
  // On the cacheable reads only, so that no other route runs it. Their HEAD routes (which Fastify
  // adds) answer the same headers: there it runs first, before the route's own hook drops the body.
  fastify.addHook('onRoute', (route) => {
    if (!cacheable.has(route.url)) return;
    const own = [route.onSend ?? []].flat();
    if (route.method === 'GET') route.onSend = [...own, revalidate];
    if (route.method === 'HEAD') route.onSend = [revalidate, ...own];
  });
}

/** The strong entity tag of an answer: a hash of its bytes (one-shot, no Hash object per answer). */
export function etagOf(payload: string): string {
  return `"${hash('sha1', payload, 'base64url')}"`;
}

/** If-None-Match holds one tag, several separated by commas, or `*`; weak tags compare by their value. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
