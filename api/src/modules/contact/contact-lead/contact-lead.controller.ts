import { Body, Controller, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, commandResultSchema, contactRequestSchema, type CommandResult, type ContactRequest } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ContactLeadCommand } from './contact-lead.command';

export const contactLeadContract = defineContract({
  ...API.contactLead,
  summary:
    "Record that the signed-in pro answered one of their requests by WhatsApp or a call from the inbox (LeadContacted, the first time only; the response signals count it as an answer); anyone else's request is a 404",
  access: 'signed-in',
  body: contactRequestSchema,
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'LEAD.NOT_FOUND', 'REQUEST.INVALID'],
});

@Controller()
export class ContactLeadController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(contactLeadContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('signed-in')
  contact(
    @Param('leadId', new ZodValidationPipe(idParamSchema)) leadId: string,
    @Body(new ZodValidationPipe(contactRequestSchema)) body: ContactRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new ContactLeadCommand(leadId, request.actor!.userId, body.channel, commandContext(request)),
    );
  }
}
