import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { acceptTermsRequestSchema, commandResultSchema, CURRENT_TERMS_VERSION, type AcceptTermsRequest, type CommandResult } from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { DomainError } from '../../../core/errors/domain-error';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ExecuteUserCommand } from '../../users/execute-user-command/execute-user-command.command';

export const acceptTermsContract = defineContract({
  method: 'POST',
  path: '/api/v1/account/terms',
  summary: '"I agree": accept the current Terms of Service version',
  access: 'signed-in',
  body: acceptTermsRequestSchema,
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'TERMS.OUTDATED', 'REQUEST.INVALID'],
});

@Controller()
export class AcceptTermsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(acceptTermsContract.path)
  @HttpCode(200)
  @RequireAccess('signed-in')
  accept(@Body(new ZodValidationPipe(acceptTermsRequestSchema)) body: AcceptTermsRequest, @Req() request: FastifyRequest): Promise<CommandResult> {
    // Only the version on screen now can be agreed to; an old tab must reload the new terms.
    if (body.version !== CURRENT_TERMS_VERSION) throw new DomainError('TERMS.OUTDATED');
    const command = { type: 'AcceptTerms', userId: request.actor!.userId, version: body.version, now: new Date().toISOString() } as const;
    return this.commandBus.execute(new ExecuteUserCommand(command, commandContext(request)));
  }
}
