import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, errorMessage, preferredLanguage } from '@gp/shared';
import { toErrorResponse } from '../errors/api-exception.filter';
import { DomainError } from '../errors/domain-error';
import type { Startup } from '../startup';

/** Seconds a caller is asked to wait while the read models catch up at start. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Until the process serves (the log replays, then the demo seed runs), the read models are
 * half-built: every request but the health check is answered 503 with Retry-After, an API call
 * with SERVER.STARTING and a page with a short notice in the visitor's language that reloads itself.
 */
export function registerStartingGate(fastify: FastifyInstance, startup: Startup): void {
  // A callback hook (it answers or goes on at once): an async one would cost every request a promise.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (startup.phase() === 'serving' || request.url.split('?')[0] === API.health.path) {
      done();
      return;
    }
    void reply.header('Retry-After', String(RETRY_AFTER_SECONDS)).header('Cache-Control', 'no-store');
    const lang = languageOf(request);
    if (request.url.startsWith('/api/')) {
      const { status, body } = toErrorResponse(new DomainError('SERVER.STARTING'), () => undefined, lang);
      void reply.status(status).send(body);
      return;
    }
    sendStartingPage(reply, lang);
  });
}

function languageOf(request: FastifyRequest): 'en' | 'es' {
  if (/^\/es(\/|$|\?)/.test(request.url)) return 'es';
  if (/^\/en(\/|$|\?)/.test(request.url)) return 'en';
  return preferredLanguage(request.headers['accept-language']);
}

function sendStartingPage(reply: FastifyReply, lang: 'en' | 'es'): FastifyReply {
  const message = errorMessage('SERVER.STARTING', lang);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>Guanacaste Pros</title></head><body><p>${message}</p></body></html>`;
  return reply.status(503).type('text/html; charset=utf-8').send(html);
}
