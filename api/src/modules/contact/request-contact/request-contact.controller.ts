import { Body, Controller, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, commandResultSchema, contactRequestSchema, type CommandResult, type ContactRequest } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RateLimiter } from '../../../core/auth/rate-limiter';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { CONTACT_LIMITS, hitLimit } from '../contact-rate-limits';
import { RequestContactCommand } from './request-contact.command';
import { clientAddress } from '../../../core/http/client-address';
import { visitorKey } from '../../../core/http/visitor';

/**
 * A tap is recorded by its own request, not by GET …/contact: showing the links is not a contact,
 * and the page asks for them before anyone taps.
 */
export const requestContactContract = defineContract({
  ...API.requestContact,
  summary:
    'Record a WhatsApp or call tap on a public pro (ContactRequested, no personal data): once per visitor, pro, channel and day (a repeated tap appends nothing); rate limited per visitor',
  access: 'public',
  body: contactRequestSchema,
  response: commandResultSchema,
  errors: ['PROFILE.NOT_FOUND', 'CONTACT.CHANNEL_OFF', 'REQUEST.INVALID', 'REQUEST.RATE_LIMITED'],
});

@Controller()
export class RequestContactController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Post(requestContactContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  async request(
    @Param('proId', new ZodValidationPipe(idParamSchema)) proId: string,
    @Body(new ZodValidationPipe(contactRequestSchema)) body: ContactRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    await hitLimit(this.rateLimiter, CONTACT_LIMITS.tapsPerVisitor, clientAddress(request));
    return this.commandBus.execute(
      new RequestContactCommand(proId, body.channel, visitorKey(request), commandContext(request)),
    );
  }
}
