import { Body, Controller, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  changeDisplayNameRequestSchema,
  commandResultSchema,
  type ChangeDisplayNameRequest,
  type CommandResult,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ChangeDisplayNameCommand } from './change-display-name.command';

export const changeDisplayNameContract = defineContract({
  ...API.changeDisplayName,
  summary: 'Change the display name (business or personal name)',
  access: 'restricted',
  body: changeDisplayNameRequestSchema,
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'BETA_REQUIRED', 'TERMS_REQUIRED', 'REQUEST.INVALID'],
});

@Controller()
export class ChangeDisplayNameController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(changeDisplayNameContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('restricted')
  change(
    @Body(new ZodValidationPipe(changeDisplayNameRequestSchema)) body: ChangeDisplayNameRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new ChangeDisplayNameCommand(request.actor!.userId, body.displayName, commandContext(request)),
    );
  }
}
