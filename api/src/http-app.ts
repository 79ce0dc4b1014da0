import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppModule } from './app.module';
import type { Runtime } from './core/core.module';
import { toErrorResponse } from './core/errors/api-exception.filter';
import { DomainError } from './core/errors/domain-error';
import { registerAnswerConformance } from './core/http/answer-conformance';
import { registerCompiledSerialisers } from './core/http/compiled-serialisers';
import { PublicAnswerCache } from './core/http/public-answer-cache';
import { registerConditionalGets } from './core/http/conditional-get';
import { logFormat, loggerOptions } from './core/http/log-format';
import { NestPinoLogger } from './core/http/nest-pino-logger';
import { registerRequestLog, withoutFastifyRequestLogs } from './core/http/request-log';
import { setSecurityHeaders } from './core/http/security-headers';
import { registerStartingGate } from './core/http/starting-gate';
import { registerReadYourWrites } from './core/queries/read-your-writes';
import { registerRawBodyParser } from './modules/photos/raw-body/raw-body';
import { registerWebRoutes, webDist, type WebDist } from './web/web-routes';

const CORRELATION_ID = /^[A-Za-z0-9._-]{8,64}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface HttpAppOptions {
  /** Tests: every 2xx JSON answer is parsed with its contract's response schema (see answer-conformance.ts). */
  checkAnswers?: boolean;
}

/**
 * Fastify reads a bare number as "trust no proxy" (it cannot check who the nearest one is), so a
 * hop count becomes a function: the nearest `hops` addresses of the chain are proxies, the next is the client.
 */
function trustedProxies(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * The Nest application on Fastify: API under /api, both web apps, JSON logs with a correlation id
 * per request. Tests serve their own small web build (`dist`) instead of running the web builds.
 */
export async function createHttpApp(
  runtime: Runtime,
  dist: WebDist = webDist,
  options: HttpAppOptions = {},
): Promise<NestFastifyApplication> {
  const { config } = runtime;
  const format = logFormat();
  const adapter = new FastifyAdapter({
    // The app uses no Nest middleware (its HTTP edge is Fastify hooks), so no middleware runner runs on every request.
    skipMiddie: true,
    bodyLimit: config.MAX_BODY_BYTES,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    logger: loggerOptions(config.LOG_LEVEL, format),
    // One line per request (registerRequestLog) instead of Fastify's two.
    ...withoutFastifyRequestLogs(),
    genReqId: (request: IncomingMessage) => {
      const header = request.headers['x-correlation-id'];
      return typeof header === 'string' && CORRELATION_ID.test(header) ? header : randomUUID();
    },
  });
  const fastify = adapter.getInstance() as unknown as FastifyInstance;
  registerCompiledSerialisers(fastify);
  registerReadYourWrites(fastify, runtime.progress);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(runtime), adapter, {
    logger: new NestPinoLogger(fastify.log, format),
  });

  await app.register(fastifyCookie as never);
  registerRequestLog(fastify, format);
  // A callback hook, as the other hooks every request runs: an async one costs each request a promise.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Correlation-Id', request.id);
    // First, so that every answer carries them: pages, files, API answers and refusals alike.
    setSecurityHeaders(request, reply);
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request, config.PUBLIC_ORIGIN)) {
      const { status, body } = toErrorResponse(new DomainError('AUTH.CSRF'), () => undefined);
      void reply.status(status).send(body);
      return;
    }
    done();
  });
  registerStartingGate(fastify, runtime.startup);
  // Before the conditional GETs' hook: a copy is stored before a 304 empties the answer, and served through it.
  app.get(PublicAnswerCache).register(fastify);
  // Before the conditional GETs' hook, so that the check sees the answer's body rather than a 304's empty one.
  if (options.checkAnswers) registerAnswerConformance(fastify);
  registerConditionalGets(fastify);
  registerRawBodyParser(fastify);
  const serverRendersPerMinute = config.SERVER_RENDERS_PER_MINUTE * config.RATE_LIMIT_FACTOR;
  await registerWebRoutes(fastify, {
    publicOrigin: config.PUBLIC_ORIGIN,
    readStore: runtime.adapters.readStore,
    dist,
    serverRendersPerMinute,
    position: () => runtime.progress.knownPublicChange(),
    codeCacheDir: join(config.DATA_DIR, 'code-cache'),
  });
  await app.init();
  // Nest sends Fastify's own errors (body parsing, limits) through the same exception filter.
  await fastify.ready();
  return app;
}

/**
 * CSRF defence for cookie sessions: browsers label every request with Sec-Fetch-Site and send
 * Origin on state-changing ones; a request from another site is refused before any handler runs.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === publicOrigin) return false;
  try {
    // Scheme too: a page on http://host must not act on the https://host site.
    return new URL(origin).origin !== `${request.protocol}://${request.headers.host}`;
  } catch {
    return true;
  }
}
