import { Body, Controller, Patch, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  commandResultSchema,
  updateProfileRequestSchema,
  type CommandResult,
  type UpdateProfileRequest,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { UpdateProfileCommand } from './update-profile.command';

export const updateProfileContract = defineContract({
  ...API.updateProfile,
  summary:
    'Change any of description, services, zones, spoken languages and weekly hours; unchanged fields append nothing',
  access: 'restricted',
  body: updateProfileRequestSchema,
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'BETA_REQUIRED', 'TERMS_REQUIRED', 'REQUEST.INVALID'],
});

@Controller()
export class UpdateProfileController {
  constructor(private readonly commandBus: CommandBus) {}

  @Patch(updateProfileContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('restricted')
  update(
    @Body(new ZodValidationPipe(updateProfileRequestSchema)) changes: UpdateProfileRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(new UpdateProfileCommand(request.actor!.userId, changes, commandContext(request)));
  }
}
