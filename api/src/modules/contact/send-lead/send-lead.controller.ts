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
import { CONTACT_LIMITS, hitLimit } from '../contact-rate-limits';
import { SendLeadCommand } from './send-lead.command';
import { clientAddress } from '../../../core/http/client-address';

/** The client's number must not be one that charges the pro for calling back. */
const sendLeadBodySchema = refusingChargeableNumber(sendLeadRequestSchema, 'phoneNumber');

export const sendLeadContract = defineContract({
  ...API.sendLead,
  summary: 'Message a public pro without an account (LeadSent); the pro gets an SMS. Limited per visitor and per pro.',
  access: 'public',
  body: sendLeadBodySchema,
  response: sendLeadResponseSchema,
  status: 201,
  errors: ['PROFILE.NOT_FOUND', 'CONTACT.CHANNEL_OFF', 'REQUEST.INVALID', 'LEAD.TOO_MANY', 'LEAD.PRO_BUSY'],
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
    await hitLimit(this.rateLimiter, CONTACT_LIMITS.leadsPerVisitor, clientAddress(request), 'LEAD.TOO_MANY');
    await hitLimit(this.rateLimiter, CONTACT_LIMITS.leadsPerPro, proId, 'LEAD.PRO_BUSY');
    return this.commandBus.execute(
      new SendLeadCommand(proId, request.actor?.userId ?? null, body, commandContext(request)),
    );
  }
}
