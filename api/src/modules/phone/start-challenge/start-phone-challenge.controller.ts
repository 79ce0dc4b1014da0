import { Body, Controller, Post, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  API,
  phoneChallengeSchema,
  startPhoneChallengeRequestSchema,
  type Lang,
  type PhoneChallenge,
  type StartPhoneChallengeRequest,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { PhoneVerification } from '../phone-verification.service';

export const startPhoneChallengeContract = defineContract({
  ...API.startPhoneChallenge,
  summary:
    'Start a phone verification: a 6-digit code is sent by SMS (a background job; poll the challenge for its send status). ' +
    "purpose 'attach' (restricted: beta access and current terms) adds the number to the signed-in account; 'sign-in' signs in the account that verified it",
  access: 'public',
  body: startPhoneChallengeRequestSchema,
  response: phoneChallengeSchema,
  status: 201,
  errors: [
    'PHONE.REQUIRED',
    'PHONE.INVALID',
    'PHONE.CHARGEABLE',
    'PHONE.IN_USE',
    'PHONE.SEND_FAILED',
    'AUTH.REQUIRED',
    'BETA_REQUIRED',
    'TERMS_REQUIRED',
    'REQUEST.INVALID',
    'REQUEST.RATE_LIMITED',
  ],
});

@Controller()
export class StartPhoneChallengeController {
  constructor(private readonly phone: PhoneVerification) {}

  @Post(startPhoneChallengeContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  start(
    @Body(new ZodValidationPipe(startPhoneChallengeRequestSchema)) body: StartPhoneChallengeRequest & { lang: Lang },
    @Req() request: FastifyRequest,
  ): Promise<PhoneChallenge> {
    return this.phone.start(body, request);
  }
}
