import { Controller, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { API, phoneChallengeIdSchema, phoneChallengeSchema, type PhoneChallenge } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { PhoneVerification } from '../phone-verification.service';

export const resendPhoneChallengeContract = defineContract({
  ...API.resendPhoneChallenge,
  summary:
    'Send a new code for a challenge (30 s after the last one; at most 5 codes per number per hour); the previous code stops working',
  access: 'public',
  response: phoneChallengeSchema,
  errors: [
    'PHONE.RESEND_TOO_SOON',
    'PHONE.SEND_FAILED',
    'PHONE.VERIFICATION_FAILED',
    'AUTH.REQUIRED',
    'REQUEST.RATE_LIMITED',
  ],
});

@Controller()
export class ResendPhoneChallengeController {
  constructor(private readonly phone: PhoneVerification) {}

  @Post(resendPhoneChallengeContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  resend(
    @Param('challengeId', new ZodValidationPipe(phoneChallengeIdSchema)) challengeId: string,
    @Req() request: FastifyRequest,
  ): Promise<PhoneChallenge> {
    return this.phone.resend(challengeId, request);
  }
}
