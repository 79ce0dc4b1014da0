import { Controller, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, profileViewRecordedSchema, type ProfileViewRecorded } from '@gp/shared';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { RecordProfileViewCommand } from './record-view.command';
import { visitorKey } from '../../../core/http/visitor';

/**
 * The profile page reports its own view, once it runs in the browser: reading a profile is not a
 * view (the server renders pages, and a signed-out visitor's page does not read it again).
 */
export const recordProfileViewContract = defineContract({
  ...API.recordProfileView,
  summary:
    "A visit to a public profile's page, for its pro's figures: once per visitor and day, not for the pro or an admin",
  access: 'public',
  response: profileViewRecordedSchema,
  errors: ['PROFILE.NOT_FOUND'],
});

@Controller()
export class RecordProfileViewController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(recordProfileViewContract.path)
  @HttpCode(200)
  @UseInterceptors(IdempotencyInterceptor)
  record(
    @Param('userId', new ZodValidationPipe(idParamSchema)) userId: string,
    @Req() request: FastifyRequest,
  ): Promise<ProfileViewRecorded> {
    return this.commandBus.execute(new RecordProfileViewCommand(userId, request.actor ?? null, visitorKey(request)));
  }
}
