import { Body, Controller, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  commandResultSchema,
  restoreReviewRequestSchema,
  type CommandResult,
  type RestoreReviewRequest,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { RestoreReviewCommand } from './restore-review.command';

export const restoreReviewContract = defineContract({
  ...API.restoreReview,
  summary: 'Restore a removed review to the status it had, expecting the revision the admin saw',
  access: 'admin',
  body: restoreReviewRequestSchema,
  response: commandResultSchema,
  errors: ['ADMIN_REQUIRED', 'REQUEST.INVALID', 'REVIEW.NOT_FOUND', 'REVIEW.NOT_REMOVED', 'CONCURRENCY.CONFLICT'],
});

@Controller()
export class RestoreReviewController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(restoreReviewContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('admin')
  restore(
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string,
    @Body(new ZodValidationPipe(restoreReviewRequestSchema)) body: RestoreReviewRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(new RestoreReviewCommand(reviewId, body.expectedRevision, commandContext(request)));
  }
}
