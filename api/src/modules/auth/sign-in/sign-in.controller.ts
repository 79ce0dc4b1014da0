import { Body, Controller, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, authResultSchema, signInRequestSchema, type AuthResult, type SignInRequest } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { AuthService } from '../auth.service';

export const signInContract = defineContract({
  ...API.signIn,
  summary: 'Sign in with email and password (a beta key from the link grants access); sets a new session cookie',
  access: 'public',
  body: signInRequestSchema,
  response: authResultSchema,
  errors: ['AUTH.WRONG_CREDENTIALS', 'REQUEST.INVALID', 'REQUEST.RATE_LIMITED'],
});

@Controller()
export class SignInController {
  constructor(private readonly auth: AuthService) {}

  @Post(signInContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  signIn(
    @Body(new ZodValidationPipe(signInRequestSchema)) body: SignInRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResult> {
    return this.auth.signIn(body, { request, reply, context: commandContext(request) });
  }
}
