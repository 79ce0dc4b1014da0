import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';
import { preferredLanguage } from '@gp/shared';
import { registeredContracts } from './api-contract';
import { etagOf } from './conditional-get';
import { FreshCopies } from './fresh-copies';

/** A copy is served for at most this long: answers that depend on the time (a pro "open now") stay that fresh. */
export const ANSWER_COPY_MAX_AGE_MS = 1_000;
/** What all copies together may hold: a flood of distinct URLs evicts the oldest instead of growing memory. */
export const ANSWER_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** Marks a reply whose answer is computed with the position it started from (a copy is not marked). */
type CacheAware = { [STARTED_AT]?: number | null };
const STARTED_AT = Symbol('answerStartedAtPosition');

interface AnswerCopy {
  payload: string;
  etag: string;
  contentType: string;
}

export interface PublicAnswerCacheOptions {
  /**
   * Where the read models a signed-out visitor reads last changed, known without a read; null
   * where it is not (an API replica reading a shared store), which turns the cache off.
   */
  position: () => number | null;
  now?: () => number;
  maxAgeMs?: number;
  maxBytes?: number;
}

/**
 * Anonymous public reads (contracts marked `cacheable`, no cookie) are the same for every visitor
 * until an event changes a read model, so their answer is computed once and its copy served until
 * the read models move on or a second has passed, before any controller runs. A caller with a
 * cookie (whose answer may differ: an owner, an admin) or asking for X-Min-Position always gets a
 * computed answer. Copies go through the same onSend hooks (ETag and 304) as computed answers.
 */
export class PublicAnswerCache {
  private readonly copies: FreshCopies<AnswerCopy>;

  constructor(options: PublicAnswerCacheOptions) {
    this.copies = new FreshCopies({
      position: options.position,
      now: options.now,
      maxAgeMs: options.maxAgeMs ?? ANSWER_COPY_MAX_AGE_MS,
      maxSize: options.maxBytes ?? ANSWER_CACHE_MAX_BYTES,
    });
  }

  register(fastify: FastifyInstance): void {
    const cacheable = new Set<string>(
      registeredContracts()
        .filter((contract) => contract.method === 'GET' && contract.cacheable)
        .map((contract) => contract.path),
    );
    const keyOf = (request: FastifyRequest): string | null => {
      if (request.headers.cookie || request.headers['x-min-position']) return null;
      return `${preferredLanguage(request.headers['accept-language'])} ${request.url}`;
    };

    const serveCopy: onRequestAsyncHookHandler = async (request, reply) => {
      const key = keyOf(request);
      if (key === null) return;
      const copy = this.copies.get(key);
      if (!copy) {
        // Taken before the answer is computed: an event projected meanwhile leaves the copy stale at once.
        (reply as FastifyReply & CacheAware)[STARTED_AT] = this.copies.startedAt();
        return;
      }
      return reply.header('X-Cache', 'hit').header('ETag', copy.etag).type(copy.contentType).send(copy.payload);
    };

    const storeCopy: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
      const position = (reply as FastifyReply & CacheAware)[STARTED_AT];
      if (position === undefined || position === null) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const key = keyOf(request);
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      if (key !== null)
        this.copies.set(key, { payload, etag: etagOf(payload), contentType }, Buffer.byteLength(payload), position);
      return payload;
    };

    // On the cacheable reads only, so that no other route runs them.
    fastify.addHook('onRoute', (route) => {
      if (route.method !== 'GET' || !cacheable.has(route.url)) return;
      route.onRequest = [...[route.onRequest ?? []].flat(), serveCopy];
      route.onSend = [...[route.onSend ?? []].flat(), storeCopy];
    });
  }
}
