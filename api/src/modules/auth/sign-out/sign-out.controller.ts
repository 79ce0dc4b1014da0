import { API, signOutResponseSchema, type SignOutResponse } from '@gp/shared';
import { Controller, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { defineContract } from '../../../core/http/api-contract';
import { SessionService } from '../../../core/auth/session.service';
import { clearSessionCookie } from '../../../core/auth/session-cookie';

export const signOutContract = defineContract({
  ...API.signOut,
  summary: 'Ends the session on the server and clears the cookie',
  access: 'public',
  response: signOutResponseSchema,
});

@Controller()
export class SignOutController {
  constructor(private readonly sessions: SessionService) {}

  @Post(signOutContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  async signOut(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignOutResponse> {
    if (request.actor) await this.sessions.signOut(request.actor.sessionId);
    clearSessionCookie(request, reply);
    return { ok: true };
  }
}
