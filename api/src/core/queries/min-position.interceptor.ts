import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { PROJECTION_PROGRESS, type ProjectionProgress } from './projection-progress';

/** How long a query waits for the read models to reach the caller's own write. */
export const MIN_POSITION_WAIT_MS = 2_000;

/**
 * Read-your-writes: a GET with `X-Min-Position: <position from a command response>` waits until
 * the projector has applied that position. Past the wait it answers anyway, marked stale.
 */
@Injectable()
export class MinPositionInterceptor implements NestInterceptor {
  constructor(@Inject(PROJECTION_PROGRESS) private readonly progress: ProjectionProgress) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers['x-min-position'];
    if (request.method === 'GET' && typeof header === 'string' && /^\d{1,15}$/.test(header)) {
      const reached = await this.progress.waitFor(Number(header), MIN_POSITION_WAIT_MS);
      if (!reached) void context.switchToHttp().getResponse<FastifyReply>().header('X-Read-Model-Stale', 'true');
    }
    return next.handle();
  }
}
