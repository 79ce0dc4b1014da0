import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineContract } from '../../../core/http/api-contract';
import { SessionService } from '../../../core/auth/session.service';
import { clearSessionCookie } from '../../../core/auth/session-cookie';

export const signOutContract = defineContract({
  method: 'POST',
  path: '/api/v1/auth/sign-out',
  summary: 'Ends the session on the server and clears the cookie',
  access: 'public',
  response: z.object({ ok: z.literal(true) }),
});

@Controller()
export class SignOutController {
  constructor(private readonly sessions: SessionService) {}

  @Post(signOutContract.path)
  @HttpCode(200)
  async signOut(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ ok: true }> {
    if (request.actor) await this.sessions.signOut(request.actor.sessionId);
    clearSessionCookie(request, reply);
    return { ok: true };
  }
}
