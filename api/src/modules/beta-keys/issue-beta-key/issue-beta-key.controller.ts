import { Body, Controller, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API, issueBetaKeyRequestSchema, issueBetaKeyResponseSchema, type IssueBetaKeyResponse } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { IssueBetaKeyCommand } from './issue-beta-key.command';

export const issueBetaKeyContract = defineContract({
  ...API.issueBetaKey,
  summary: 'Issue a new beta key, with an optional note, and get its English and Spanish sign-up links',
  access: 'admin',
  body: issueBetaKeyRequestSchema,
  response: issueBetaKeyResponseSchema,
  status: 201,
  errors: ['AUTH.REQUIRED', 'ADMIN_REQUIRED', 'REQUEST.INVALID'],
});

@Controller()
export class IssueBetaKeyController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(issueBetaKeyContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('admin')
  issue(
    @Body(new ZodValidationPipe(issueBetaKeyRequestSchema)) body: z.output<typeof issueBetaKeyRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<IssueBetaKeyResponse> {
    return this.commandBus.execute(new IssueBetaKeyCommand(commandContext(request), body.note || null));
  }
}
