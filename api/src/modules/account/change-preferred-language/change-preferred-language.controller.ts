import { Body, Controller, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  changePreferredLanguageRequestSchema,
  commandResultSchema,
  type ChangePreferredLanguageRequest,
  type CommandResult,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ChangePreferredLanguageCommand } from './change-preferred-language.command';

export const changePreferredLanguageContract = defineContract({
  ...API.changePreferredLanguage,
  summary: 'Set the language the account prefers (en or es); the session answers it from then on',
  // Any registered account: choosing a language needs neither beta access nor the current terms.
  access: 'signed-in',
  body: changePreferredLanguageRequestSchema,
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'REQUEST.INVALID'],
});

@Controller()
export class ChangePreferredLanguageController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(changePreferredLanguageContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('signed-in')
  change(
    @Body(new ZodValidationPipe(changePreferredLanguageRequestSchema)) body: ChangePreferredLanguageRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new ChangePreferredLanguageCommand(request.actor!.userId, body.preferredLang, commandContext(request)),
    );
  }
}
