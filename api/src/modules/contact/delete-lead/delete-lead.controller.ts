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

export const deleteLeadContract = defineContract({
  ...API.deleteLead,
  summary:
    "The signed-in pro deletes one of their requests (LeadErased, its client's name, number and message erased for good); anyone else's request is a 404",
  access: 'signed-in',
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'LEAD.NOT_FOUND', 'REQUEST.INVALID'],
});

@Controller()
export class DeleteLeadController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(deleteLeadContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('signed-in')
  delete(
    @Param('leadId', new ZodValidationPipe(idParamSchema)) leadId: string,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new EraseLeadCommand(leadId, { kind: 'pro', userId: request.actor!.userId }, commandContext(request)),
    );
  }
}
