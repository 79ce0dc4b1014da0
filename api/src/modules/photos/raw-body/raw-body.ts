import { finished, Transform, type Readable, type TransformCallback } from 'node:stream';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import { DomainError } from '../../../core/errors/domain-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by AcceptsRawBody: this route takes a raw body of at most this many bytes. */
    rawBodyLimit?: number;
  }
}

/** Content types of raw (image or chunk) bodies. The bytes decide what an upload is, never this header. */
export const RAW_BODY_CONTENT_TYPES = ['image/png', 'image/jpeg', 'application/octet-stream'];

/**
 * Marks a route as taking a raw body, which its handler receives as a stream (`request.body`) of
 * at most `limitBytes`. Every other route refuses these content types with 415.
 */
export const AcceptsRawBody = (limitBytes: number) => RouteConfig({ rawBodyLimit: limitBytes });

/**
 * The raw body parser, registered once on the Fastify instance (Nest puts every route in the root
 * context, so a per-route parser is chosen by the route's config instead). It reads nothing: the
 * handler streams the body after the access guard ran, so a refused caller's upload is never read.
 * A Content-Length over the limit is refused before reading, a longer (chunked) body is cut at the
 * limit; both are 413 PHOTO.TOO_LARGE.
 */
export function registerRawBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(RAW_BODY_CONTENT_TYPES, (request, payload, done) => {
    const limit = request.routeOptions.config.rawBodyLimit;
    if (limit === undefined) return done(new DomainError('REQUEST.UNSUPPORTED_MEDIA_TYPE'), undefined);
    if (Number(request.headers['content-length']) > limit) return done(new DomainError('PHOTO.TOO_LARGE'), undefined);
    done(null, limitStream(payload, limit));
  });
  // A raw-body route that answers before reading the whole body (refused, too large, wrong type)
  // closes the connection: otherwise Node would keep reading and discarding what the client sends.
  const closeIfUnread: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    if (!request.raw.complete) void reply.header('Connection', 'close');
    return payload;
  };
  fastify.addHook('onRoute', (route) => {
    if (route.config?.rawBodyLimit !== undefined) route.onSend = [...[route.onSend ?? []].flat(), closeIfUnread];
  });
}

/** `source` passed through, failing with PHOTO.TOO_LARGE once more than `limit` bytes arrived. */
export function limitStream(source: Readable, limit: number): Readable {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      received += chunk.length;
      callback(received > limit ? new DomainError('PHOTO.TOO_LARGE') : null, chunk);
    },
  });
  // Not stream.pipeline: it would destroy the request, and with it the socket the 413 goes out on.
  // A client that goes away midway is not a server error: nobody is left to answer anyway.
  finished(source, (error) => {
    if (error)
      limited.destroy(
        new DomainError('REQUEST.INVALID', { reason: 'the connection closed before the body was complete' }),
      );
  });
  return source.pipe(limited);
}

/** The raw body stream of a request, or null when it came as JSON, text or nothing at all. */
export function rawBodyStream(request: FastifyRequest): Readable | null {
  const body = request.body as Readable | undefined;
  return typeof body?.pipe === 'function' ? body : null;
}
