import { Body, Controller, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  commandResultSchema,
  contactPreferencesSchema,
  type CommandResult,
  type ContactPreferences,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { SetContactPreferencesCommand } from './set-contact-preferences.command';

export const setContactPreferencesContract = defineContract({
  ...API.setContactPreferences,
  summary:
    'Choose how clients may reach the pro (WhatsApp and call work only with a verified phone); the same choice again appends nothing',
  access: 'restricted',
  body: contactPreferencesSchema,
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'BETA_REQUIRED', 'TERMS_REQUIRED', 'REQUEST.INVALID', 'PHONE.CHARGEABLE'],
});

@Controller()
export class SetContactPreferencesController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(setContactPreferencesContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('restricted')
  set(
    @Body(new ZodValidationPipe(contactPreferencesSchema)) preferences: ContactPreferences,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new SetContactPreferencesCommand(request.actor!.userId, preferences, commandContext(request)),
    );
  }
}
