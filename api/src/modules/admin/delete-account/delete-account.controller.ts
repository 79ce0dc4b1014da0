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
import { DeleteAccountCommand } from './delete-account.command';

export const deleteAccountContract = defineContract({
  ...API.deleteAccount,
  summary:
    'Delete an account: releases its email, removes it from the read models, ends its sessions and forgets the person (key destroyed, photo files deleted); its reviews stay, as "Former user"\'s',
  access: 'admin',
  response: commandResultSchema,
  errors: ['ADMIN_REQUIRED', 'USER.NOT_FOUND', 'ADMIN.PROTECTED_ACCOUNT'],
});

@Controller()
export class DeleteAccountController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(deleteAccountContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('admin')
  delete(
    @Param('userId', new ZodValidationPipe(idParamSchema)) userId: string,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    // The caller is an admin, so deleting oneself is refused by the decider's rule: never an admin's account.
    return this.commandBus.execute(new DeleteAccountCommand(userId, commandContext(request)));
  }
}
