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

/** A copy is served for at most this long: answers that depend on the time (a pro "open now") stay that fresh. */
export const ANSWER_COPY_MAX_AGE_MS = 1_000;
/** What all copies together may hold: a flood of distinct URLs evicts the oldest instead of growing memory. */
export const ANSWER_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** Marks a reply that is a copy, and the position a computed answer started from. */
type CacheAware = { [CACHED]?: boolean; [STARTED_AT]?: number | null };
const CACHED = Symbol('servedFromAnswerCache');
const STARTED_AT = Symbol('answerStartedAtPosition');

interface AnswerCopy {
  payload: string;
  etag: string;
  contentType: string;
  bytes: number;
  /** The read models' position when the answer was computed: any later event makes the copy stale. */
  position: number;
  storedAt: number;
}

export interface PublicAnswerCacheOptions {
  /**
   * The position every read model has, known without a read; null where it is not (an API replica
   * reading a shared store), which turns the cache off.
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
  private readonly copies = new Map<string, AnswerCopy>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly maxAgeMs: number;
  private readonly maxBytes: number;

  constructor(private readonly options: PublicAnswerCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.maxAgeMs ?? ANSWER_COPY_MAX_AGE_MS;
    this.maxBytes = options.maxBytes ?? ANSWER_CACHE_MAX_BYTES;
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
      const copy = this.freshCopy(key);
      const marks = reply as FastifyReply & CacheAware;
      if (!copy) {
        // Taken before the answer is computed: an event projected meanwhile leaves the copy stale at once.
        marks[STARTED_AT] = this.options.position();
        return;
      }
      marks[CACHED] = true;
      return reply.header('X-Cache', 'hit').header('ETag', copy.etag).type(copy.contentType).send(copy.payload);
    };

    const storeCopy: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
      const position = (reply as FastifyReply & CacheAware)[STARTED_AT];
      if (position === undefined || position === null) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const key = keyOf(request);
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      if (key !== null)
        this.store(key, {
          payload,
          etag: etagOf(payload),
          contentType,
          bytes: Buffer.byteLength(payload),
          position,
          storedAt: this.now(),
        });
      return payload;
    };

    // On the cacheable reads only, so that no other route runs them.
    fastify.addHook('onRoute', (route) => {
      if (route.method !== 'GET' || !cacheable.has(route.url)) return;
      route.onRequest = [...[route.onRequest ?? []].flat(), serveCopy];
      route.onSend = [...[route.onSend ?? []].flat(), storeCopy];
    });
  }

  private freshCopy(key: string): AnswerCopy | undefined {
    const copy = this.copies.get(key);
    if (!copy) return undefined;
    if (copy.position === this.options.position() && this.now() - copy.storedAt < this.maxAgeMs) return copy;
    this.drop(key, copy);
    return undefined;
  }

  private store(key: string, copy: AnswerCopy): void {
    const previous = this.copies.get(key);
    if (previous) this.drop(key, previous);
    if (copy.bytes > this.maxBytes) return;
    this.copies.set(key, copy);
    this.bytes += copy.bytes;
    // Oldest first: a Map iterates in insertion order.
    for (const [oldKey, oldCopy] of this.copies) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldKey, oldCopy);
    }
  }

  private drop(key: string, copy: AnswerCopy): void {
    this.copies.delete(key);
    this.bytes -= copy.bytes;
  }
}
