import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  acceptTermsRequestSchema,
  commandResultSchema,
  type AcceptTermsRequest,
  type CommandResult,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { AcceptTermsCommand } from './accept-terms.command';

export const acceptTermsContract = defineContract({
  ...API.acceptTerms,
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
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('signed-in')
  accept(
    @Body(new ZodValidationPipe(acceptTermsRequestSchema)) body: AcceptTermsRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new AcceptTermsCommand(request.actor!.userId, body.version, commandContext(request)),
    );
  }
}
