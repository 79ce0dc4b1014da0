import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionResponseSchema, signInRequestSchema, type SessionResponse, type SignInRequest } from '@gp/shared';
import { DomainError } from '../../../core/errors/domain-error';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { SessionService } from '../../../core/auth/session.service';
import { writeSessionCookie } from '../../../core/auth/session-cookie';
import { verifyPassword } from '../../../core/auth/passwords';
import { UserLookup } from '../../users/user-lookup';
import { actorOf } from '../../../core/auth/actor';
import { toSessionUser } from '../session-user';

export const signInContract = defineContract({
  method: 'POST',
  path: '/api/v1/auth/sign-in',
  summary: 'Sign in with email and password; sets a new session cookie',
  access: 'public',
  body: signInRequestSchema,
  response: sessionResponseSchema,
  errors: ['AUTH.WRONG_CREDENTIALS', 'REQUEST.INVALID'],
});

@Controller()
export class SignInController {
  constructor(
    private readonly users: UserLookup,
    private readonly sessions: SessionService,
  ) {}

  /** Unknown email and wrong password take the same path (a hash is verified either way) and answer the same. */
  @Post(signInContract.path)
  @HttpCode(200)
  async signIn(
    @Body(new ZodValidationPipe(signInRequestSchema)) body: SignInRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    const userId = await this.users.userIdByEmail(body.email);
    const user = userId ? await this.users.user(userId) : null;
    const valid = await verifyPassword(user && !user.deleted ? user.passwordHash : null, body.password);
    if (!valid || !userId || !user) throw new DomainError('AUTH.WRONG_CREDENTIALS');
    // A new id at every sign-in: a session id planted before sign-in is worth nothing after it.
    if (request.actor) await this.sessions.destroy(request.actor.sessionId);
    const session = await this.sessions.create(userId);
    writeSessionCookie(request, reply, session.id);
    return { user: toSessionUser(actorOf(session, user)) };
  }
}
