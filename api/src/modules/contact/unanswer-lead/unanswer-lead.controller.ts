import { Controller, HttpCode, Param, Delete, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, commandResultSchema, type CommandResult } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { UnanswerLeadCommand } from './unanswer-lead.command';

export const unanswerLeadContract = defineContract({
  ...API.unanswerLead,
  summary:
    "Take back 'answered' on one of the signed-in pro's requests (LeadUnanswered); anyone else's request is a 404",
  access: 'signed-in',
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'LEAD.NOT_FOUND', 'REQUEST.INVALID'],
});

@Controller()
export class UnanswerLeadController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(unanswerLeadContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('signed-in')
  unanswer(
    @Param('leadId', new ZodValidationPipe(idParamSchema)) leadId: string,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(new UnanswerLeadCommand(leadId, request.actor!.userId, commandContext(request)));
  }
}
