import { Controller, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, revokeBetaKeyResponseSchema, type RevokeBetaKeyResponse } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { RevokeBetaKeyCommand } from './revoke-beta-key.command';

export const revokeBetaKeyContract = defineContract({
  ...API.revokeBetaKey,
  summary:
    'Revoke an unused beta key: from then on it admits no one. Revoking it again changes nothing (200); a used key cannot be revoked (409)',
  access: 'admin',
  response: revokeBetaKeyResponseSchema,
  errors: ['AUTH.REQUIRED', 'ADMIN_REQUIRED', 'BETA_KEY.NOT_FOUND', 'BETA_KEY.CONSUMED', 'REQUEST.INVALID'],
});

@Controller()
export class RevokeBetaKeyController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(revokeBetaKeyContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('admin')
  revoke(
    @Param('keyId', new ZodValidationPipe(idParamSchema)) keyId: string,
    @Req() request: FastifyRequest,
  ): Promise<RevokeBetaKeyResponse> {
    return this.commandBus.execute(new RevokeBetaKeyCommand(keyId, commandContext(request)));
  }
}
