import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, type Observable, of } from 'rxjs';
import { catchError, mergeMap } from 'rxjs/operators';
import { KEY_VALUE, type KeyValueStore } from '@gp/shared/server';
import { writeSessionCookie } from '../auth/session-cookie';
import { DomainError } from '../errors/domain-error';
import { sha256Hex } from '../ids/ids';
import { idempotencyKey, idempotencyScope, requestFingerprint } from './idempotency';

/** How long a finished request's answer is replayed (Stripe keeps keys 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A request that died mid-way (a crashed replica) frees its key after this long. */
const RUNNING_TTL_MS = 2 * 60 * 1000;

type IdempotencyRecord =
  | { state: 'running'; fingerprint: string }
  | { state: 'done'; fingerprint: string; status: number; body: unknown; sessionId: string | null };

/**
 * The IETF Idempotency-Key draft, as Stripe does it: the first request under a key in the caller's
 * key space claims it and its answer is kept for IDEMPOTENCY_TTL_MS; a retry of the same request
 * (same method, path and body) gets that answer back, with the session it opened; the key on a
 * different request is 422 IDEMPOTENCY.KEY_REUSED; a retry while the first still runs is 409
 * IDEMPOTENCY.IN_PROGRESS. A failed request frees the key (the commands are deterministic, so a
 * retry appends nothing twice). Streamed bodies (uploads) are left to the command ids alone.
 *
 * Bound to each command route (`@UseInterceptors(IdempotencyInterceptor)`), not globally: a read
 * has nothing to replay, and would pay for the interceptor on every request.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(KEY_VALUE) private readonly keyValue: KeyValueStore) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const key = idempotencyKey(request);
    if (!key || request.routeOptions.config.rawBodyLimit !== undefined) return next.handle();

    const recordKey = `idempotency:${sha256Hex(`${idempotencyScope(request)}\u0000${key}`)}`;
    const fingerprint = requestFingerprint(request);
    const running: IdempotencyRecord = { state: 'running', fingerprint };
    if (!(await this.keyValue.setIfAbsent(recordKey, JSON.stringify(running), { ttlMs: RUNNING_TTL_MS }))) {
      return of(await this.replay(recordKey, fingerprint, request, reply));
    }
    return next.handle().pipe(
      mergeMap((body: unknown) =>
        from(
          this.remember(recordKey, {
            state: 'done',
            fingerprint,
            status: reply.statusCode,
            body,
            sessionId: request.openedSessionId ?? null,
          }),
        ),
      ),
      catchError((error: unknown) => from(this.keyValue.delete(recordKey).then(() => Promise.reject(error as Error)))),
    );
  }

  private async remember(recordKey: string, record: IdempotencyRecord & { state: 'done' }): Promise<unknown> {
    await this.keyValue.set(recordKey, JSON.stringify(record), { ttlMs: IDEMPOTENCY_TTL_MS });
    return record.body;
  }

  private async replay(
    recordKey: string,
    fingerprint: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    const raw = await this.keyValue.get(recordKey);
    // Gone between the two reads: the first request failed a moment ago; the caller may retry.
    if (!raw) throw new DomainError('IDEMPOTENCY.IN_PROGRESS');
    const record = JSON.parse(raw) as IdempotencyRecord;
    if (record.fingerprint !== fingerprint) throw new DomainError('IDEMPOTENCY.KEY_REUSED');
    if (record.state === 'running') throw new DomainError('IDEMPOTENCY.IN_PROGRESS');
    if (record.sessionId) writeSessionCookie(request, reply, record.sessionId);
    void reply.status(record.status).header('Idempotent-Replayed', 'true');
    return record.body;
  }
}
