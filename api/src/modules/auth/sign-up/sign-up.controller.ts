import { Body, Controller, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, authResultSchema, signUpRequestSchema, type AuthResult, type Lang, type SignUpRequest } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { AuthService } from '../auth.service';

export const signUpContract = defineContract({
  ...API.signUp,
  summary:
    'Create an account (an email in use falls back to signing in); a beta key grants access once; role=contractor assigns the role',
  access: 'public',
  body: signUpRequestSchema,
  response: authResultSchema,
  errors: ['AUTH.WRONG_CREDENTIALS', 'REQUEST.INVALID', 'REQUEST.RATE_LIMITED'],
});

@Controller()
export class SignUpController {
  constructor(private readonly auth: AuthService) {}

  @Post(signUpContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  signUp(
    @Body(new ZodValidationPipe(signUpRequestSchema)) body: SignUpRequest & { preferredLang: Lang },
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResult> {
    return this.auth.signUp(body, { request, reply, context: commandContext(request) });
  }
}
