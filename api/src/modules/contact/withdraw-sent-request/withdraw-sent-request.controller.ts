import { Controller, Delete, Param, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, commandResultSchema, type CommandResult } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { EraseLeadCommand } from '../erase-lead/erase-lead.command';

export const withdrawSentRequestContract = defineContract({
  ...API.withdrawSentRequest,
  summary:
    "The sender withdraws a request they sent (an anonymous sender's session included): gone from the pro's inbox, its name, number and message erased for good; anyone else's request is a 404",
  access: 'session',
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'LEAD.NOT_FOUND', 'REQUEST.INVALID'],
});

@Controller()
export class WithdrawSentRequestController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(withdrawSentRequestContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('session')
  withdraw(
    @Param('leadId', new ZodValidationPipe(idParamSchema)) leadId: string,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new EraseLeadCommand(leadId, { kind: 'sender', userId: request.actor!.userId }, commandContext(request)),
    );
  }
}
