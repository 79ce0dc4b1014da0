import { Body, Controller, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, sendLeadRequestSchema, sendLeadResponseSchema, type SendLeadResponse } from '@gp/shared';
import type { z } from 'zod';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RateLimiter } from '../../../core/auth/rate-limiter';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { refusingChargeableNumber } from '../../../core/http/chargeable-phone';
import { hitLimits, leadLimits } from '../contact-rate-limits';
import { SendLeadCommand } from './send-lead.command';

/** The client's number must not be one that charges the pro for calling back. */
const sendLeadBodySchema = refusingChargeableNumber(sendLeadRequestSchema, 'phoneNumber');

export const sendLeadContract = defineContract({
  ...API.sendLead,
  summary:
    'Message a public pro without an account (LeadSent); the pro is told by SMS, several leads in one text, and the sender gets one SMS linking to the pro. Limited per sender (address, device, user, number), overall and per pro.',
  access: 'public',
  body: sendLeadBodySchema,
  response: sendLeadResponseSchema,
  status: 201,
  errors: ['PROFILE.NOT_FOUND', 'CONTACT.CHANNEL_OFF', 'REQUEST.INVALID', 'LEAD.TOO_MANY'],
});

@Controller()
export class SendLeadController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Post(sendLeadContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  async send(
    @Param('proId', new ZodValidationPipe(idParamSchema)) proId: string,
    @Body(new ZodValidationPipe(sendLeadBodySchema)) body: z.output<typeof sendLeadRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<SendLeadResponse> {
    await hitLimits(this.rateLimiter, leadLimits(request, proId, body.phoneNumber), 'LEAD.TOO_MANY');
    return this.commandBus.execute(
      new SendLeadCommand(proId, request.actor?.userId ?? null, body, commandContext(request)),
    );
  }
}
