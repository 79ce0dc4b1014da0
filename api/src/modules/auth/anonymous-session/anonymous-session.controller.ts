import { Body, Controller, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, anonymousSessionRequestSchema, authResultSchema, type AuthResult, type Lang } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { AuthService } from '../auth.service';

export const anonymousSessionContract = defineContract({
  ...API.anonymousSession,
  summary: 'Start an anonymous session (reviewers without an account); answers the current user when a session exists',
  access: 'public',
  body: anonymousSessionRequestSchema,
  response: authResultSchema,
  errors: ['REQUEST.INVALID', 'REQUEST.RATE_LIMITED'],
});

@Controller()
export class AnonymousSessionController {
  constructor(private readonly auth: AuthService) {}

  @Post(anonymousSessionContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  start(
    @Body(new ZodValidationPipe(anonymousSessionRequestSchema)) body: { preferredLang: Lang },
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResult> {
    return this.auth.startAnonymous(body.preferredLang, { request, reply, context: commandContext(request) });
  }
}
