import { Body, Controller, Param, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API, commandResultSchema, setAuditorRoleRequestSchema, type CommandResult } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { SetAuditorRoleCommand } from './set-auditor-role.command';

export const setAuditorRoleContract = defineContract({
  ...API.setAuditorRole,
  summary: 'Grant or revoke the auditor role (read-only console access)',
  access: 'admin',
  body: setAuditorRoleRequestSchema,
  response: commandResultSchema,
  errors: ['ADMIN_REQUIRED', 'USER.NOT_FOUND'],
});

@Controller()
export class SetAuditorRoleController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(setAuditorRoleContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('admin')
  set(
    @Param('userId', new ZodValidationPipe(idParamSchema)) userId: string,
    @Body(new ZodValidationPipe(setAuditorRoleRequestSchema)) body: z.infer<typeof setAuditorRoleRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(new SetAuditorRoleCommand(userId, body.isAuditor, commandContext(request)));
  }
}
