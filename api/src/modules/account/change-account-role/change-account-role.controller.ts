import { Body, Controller, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  changeAccountRoleRequestSchema,
  commandResultSchema,
  type ChangeAccountRoleRequest,
  type CommandResult,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ChangeAccountRoleCommand } from './change-account-role.command';

export const changeAccountRoleContract = defineContract({
  ...API.changeAccountRole,
  summary:
    "Choose the account's path: a client looking for pros, or a pro with a profile (a client's profile is not public)",
  // Any registered account, like the language: the choice needs neither beta access nor the current terms.
  access: 'signed-in',
  body: changeAccountRoleRequestSchema,
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'REQUEST.INVALID'],
});

@Controller()
export class ChangeAccountRoleController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(changeAccountRoleContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('signed-in')
  change(
    @Body(new ZodValidationPipe(changeAccountRoleRequestSchema)) body: ChangeAccountRoleRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new ChangeAccountRoleCommand(request.actor!.userId, body.role, commandContext(request)),
    );
  }
}
