import { Controller, Get, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { API, phoneChallengeIdSchema, phoneChallengeSchema, type PhoneChallenge } from '@gp/shared';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { PhoneVerification } from '../phone-verification.service';

export const getPhoneChallengeContract = defineContract({
  ...API.getPhoneChallenge,
  summary:
    "A challenge's state: whether its latest code is pending, sent or failed (then sendError is PHONE.SEND_FAILED), when it expires and when a resend is allowed",
  access: 'public',
  response: phoneChallengeSchema,
  errors: ['PHONE.VERIFICATION_FAILED', 'AUTH.REQUIRED'],
});

@Controller()
export class GetPhoneChallengeController {
  constructor(private readonly phone: PhoneVerification) {}

  @Get(getPhoneChallengeContract.path)
  get(
    @Param('challengeId', new ZodValidationPipe(phoneChallengeIdSchema)) challengeId: string,
    @Req() request: FastifyRequest,
  ): Promise<PhoneChallenge> {
    return this.phone.status(challengeId, request);
  }
}
