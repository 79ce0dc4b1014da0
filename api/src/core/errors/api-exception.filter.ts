import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorCatalog, preferredLanguage, validationMessage, type ApiErrorBody, type ErrorCode } from '@gp/shared';
import { WrongExpectedRevisionError } from '@gp/shared/server';
import { DomainError } from './domain-error';

/** Fastify's own request errors (parsing, limits) mapped to our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'REQUEST.MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'REQUEST.MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST.TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'REQUEST.INVALID',
};

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'REQUEST.INVALID',
  404: 'ROUTE.NOT_FOUND',
  413: 'REQUEST.TOO_LARGE',
  415: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  429: 'REQUEST.RATE_LIMITED',
};

/** Every error becomes `{ code, message, details? }` with the catalogue's status; unknown ones are logged and answered 500. */
export function toErrorResponse(
  error: unknown,
  log: (error: unknown) => void,
  lang: 'en' | 'es' = 'en',
): { status: number; body: ApiErrorBody } {
  const respond = (code: ErrorCode, details?: unknown) => ({
    status: errorCatalog[code].status,
    body: { code, message: errorCatalog[code][lang], ...(details === undefined ? {} : { details }) },
  });
  if (error instanceof DomainError) return respond(error.code, localizeIssues(error.details, lang));
  if (error instanceof WrongExpectedRevisionError) return respond('CONCURRENCY.CONFLICT');
  // Nest hands Fastify's own errors (parsing, limits) over wrapped in an HttpException.
  const fastifyCode = ((error instanceof HttpException ? error.cause : error) as { code?: unknown } | undefined)?.code;
  if (typeof fastifyCode === 'string' && FASTIFY_CODES[fastifyCode]) return respond(FASTIFY_CODES[fastifyCode]);
  const status = error instanceof HttpException ? error.getStatus() : (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && STATUS_CODES[status]) return respond(STATUS_CODES[status]);
  log(error);
  return respond('SERVER.INTERNAL');
}

/** Validation issues carry the shared schemas' messages; a Spanish caller gets their Spanish twins. */
function localizeIssues(details: unknown, lang: 'en' | 'es'): unknown {
  const issues = (details as { issues?: { path: string; message: string }[] } | undefined)?.issues;
  if (!issues) return details;
  return {
    ...(details as object),
    issues: issues.map((issue) => ({ ...issue, message: validationMessage(issue.message, lang) })),
  };
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body } = toErrorResponse(
      exception,
      (error) => this.logger.error({ err: error, reqId: request.id, url: request.url }, 'Unhandled error'),
      preferredLanguage(request.headers['accept-language']),
    );
    if (exception instanceof DomainError && exception.retryAfterSeconds)
      void reply.header('Retry-After', String(exception.retryAfterSeconds));
    void reply.status(status).send(body);
  }
}
