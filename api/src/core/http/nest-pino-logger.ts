import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
import { isStartUpChatter, type LogFormat } from './log-format';

/**
 * Nest's own log lines go through Fastify's pino logger, so every line has the one format; in a
 * terminal, Nest's start-up chatter (every module and route mapped) is left out.
 */
export class NestPinoLogger implements LoggerService {
  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly format: LogFormat = 'json',
  ) {}

  log(message: unknown, context?: string) {
    if (this.format === 'human' && isStartUpChatter(context)) return;
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    if (typeof message === 'object' && message !== null) this.logger.error({ context, ...message }, trace ?? 'error');
    else this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
