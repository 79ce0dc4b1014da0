import { Body, Controller, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  verifyPhoneChallengeRequestSchema,
  verifyPhoneChallengeResponseSchema,
  type VerifyPhoneChallengeRequest,
  type VerifyPhoneChallengeResponse,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { PhoneVerification } from '../phone-verification.service';

export const verifyPhoneChallengeContract = defineContract({
  ...API.verifyPhoneChallenge,
  summary:
    'Check a code (single use, 10 minutes, 5 wrong codes lock the challenge). attach: the number is verified on the account (a number it had before is released); ' +
    'sign-in: the account is signed in and a new session cookie set',
  access: 'public',
  body: verifyPhoneChallengeRequestSchema,
  response: verifyPhoneChallengeResponseSchema,
  errors: [
    'PHONE.WRONG_CODE',
    'PHONE.VERIFICATION_FAILED',
    'PHONE.IN_USE',
    'AUTH.REQUIRED',
    'BETA_REQUIRED',
    'TERMS_REQUIRED',
    'REQUEST.INVALID',
    'REQUEST.RATE_LIMITED',
  ],
});

@Controller()
export class VerifyPhoneChallengeController {
  constructor(private readonly phone: PhoneVerification) {}

  @Post(verifyPhoneChallengeContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  verify(
    @Body(new ZodValidationPipe(verifyPhoneChallengeRequestSchema)) body: VerifyPhoneChallengeRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VerifyPhoneChallengeResponse> {
    return this.phone.verify(body, { request, reply, context: commandContext(request) });
  }
}
