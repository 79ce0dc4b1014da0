import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API, sessionResponseSchema, startImpersonationRequestSchema, type SessionResponse } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { actorOf } from '../../../core/auth/actor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { clearSessionCookie, writeSessionCookie } from '../../../core/auth/session-cookie';
import { SessionService } from '../../../core/auth/session.service';
import { DomainError } from '../../../core/errors/domain-error';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { toSessionUser } from '../../auth/public';
import { UserLookup } from '../../users/public';
import { AdminAuditLog } from './admin-audit-log';

export const startImpersonationContract = defineContract({
  ...API.startImpersonation,
  summary:
    "View as a user: a new, time-limited session for the target, marked with the admin (replaces the original product's shared password)",
  access: 'admin',
  body: startImpersonationRequestSchema,
  response: sessionResponseSchema,
  errors: ['ADMIN_REQUIRED', 'ADMIN.IMPERSONATION_TARGET'],
});

export const stopImpersonationContract = defineContract({
  ...API.stopImpersonation,
  summary: "Stop viewing as a user: the admin's own session comes back",
  access: 'signed-in',
  response: sessionResponseSchema,
  errors: ['ADMIN.NOT_IMPERSONATING'],
});

@Controller()
export class ImpersonationController {
  constructor(
    private readonly sessions: SessionService,
    private readonly users: UserLookup,
    private readonly auditLog: AdminAuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post(startImpersonationContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('admin')
  async start(
    @Body(new ZodValidationPipe(startImpersonationRequestSchema))
    { userId }: z.infer<typeof startImpersonationRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    const admin = request.actor!;
    const target = await this.users.user(userId);
    if (!target.exists || target.deleted || target.isAnonymous || target.isAdmin)
      throw new DomainError('ADMIN.IMPERSONATION_TARGET');
    await this.auditLog.record(
      {
        type: 'ImpersonationStarted',
        data: { adminId: admin.userId, targetUserId: userId, startedAt: this.clock.now().toISOString() },
      },
      commandContext(request),
    );
    const session = await this.sessions.createImpersonation(userId, {
      userId: admin.userId,
      sessionId: admin.sessionId,
    });
    writeSessionCookie(request, reply, session.id);
    return { user: toSessionUser(actorOf(session, target)) };
  }

  @Post(stopImpersonationContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('signed-in')
  async stop(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    const actor = request.actor!;
    if (!actor.impersonatorId) throw new DomainError('ADMIN.NOT_IMPERSONATING');
    const impersonation = await this.sessions.get(actor.sessionId);
    const context = commandContext(request);
    // The admin is who stops it: recorded as the admin's action, not the target's.
    await this.auditLog.record(
      {
        type: 'ImpersonationEnded',
        data: { adminId: actor.impersonatorId, targetUserId: actor.userId, endedAt: this.clock.now().toISOString() },
      },
      { ...context, metadata: { ...context.metadata, actorId: actor.impersonatorId, onBehalfOf: null } },
    );
    await this.sessions.destroy(actor.sessionId);
    const adminSession = impersonation?.restoreSessionId
      ? await this.sessions.get(impersonation.restoreSessionId)
      : null;
    if (!adminSession) {
      clearSessionCookie(request, reply);
      return { user: null };
    }
    writeSessionCookie(request, reply, adminSession.id);
    return { user: toSessionUser(actorOf(adminSession, await this.users.user(adminSession.userId))) };
  }
}
