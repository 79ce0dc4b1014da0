import { Body, Controller, Param, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  commandResultSchema,
  setBetaAccessRequestSchema,
  type CommandResult,
  type SetBetaAccessRequest,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { idParamSchema } from '../../../core/http/id-param';
import { SetBetaAccessCommand } from './set-beta-access.command';

export const setBetaAccessContract = defineContract({
  ...API.setBetaAccess,
  summary: "Grant or revoke a user's beta access",
  access: 'admin',
  body: setBetaAccessRequestSchema,
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'ADMIN_REQUIRED', 'USER.NOT_FOUND', 'REQUEST.INVALID'],
});

@Controller()
export class SetBetaAccessController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(setBetaAccessContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('admin')
  set(
    @Param('userId', new ZodValidationPipe(idParamSchema)) userId: string,
    @Body(new ZodValidationPipe(setBetaAccessRequestSchema)) body: SetBetaAccessRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(new SetBetaAccessCommand(userId, body.hasBetaAccess, commandContext(request)));
  }
}
