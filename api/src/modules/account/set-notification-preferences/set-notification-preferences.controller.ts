import { Body, Controller, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  commandResultSchema,
  setNotificationPreferencesRequestSchema,
  type CommandResult,
  type SetNotificationPreferencesRequest,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { SetNotificationPreferencesCommand } from './set-notification-preferences.command';

export const setNotificationPreferencesContract = defineContract({
  ...API.setNotificationPreferences,
  summary:
    'Choose, per notification kind, WhatsApp, SMS or none (the whole map; a kind left out goes back to automatic)',
  // Any registered account: being told needs neither beta access nor the current terms.
  access: 'signed-in',
  body: setNotificationPreferencesRequestSchema,
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'REQUEST.INVALID'],
});

@Controller()
export class SetNotificationPreferencesController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(setNotificationPreferencesContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('signed-in')
  set(
    @Body(new ZodValidationPipe(setNotificationPreferencesRequestSchema)) body: SetNotificationPreferencesRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new SetNotificationPreferencesCommand(request.actor!.userId, body.preferences, commandContext(request)),
    );
  }
}
