import { Body, Controller, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API, commandResultSchema, removeReviewRequestSchema, type CommandResult } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { RemoveReviewCommand } from './remove-review.command';

export const removeReviewContract = defineContract({
  ...API.removeReview,
  summary:
    'Remove a review with a reason from the list (and a note, required for other), expecting the revision the admin saw; its author reads the reason in their language',
  access: 'admin',
  body: removeReviewRequestSchema,
  response: commandResultSchema,
  errors: ['ADMIN_REQUIRED', 'REQUEST.INVALID', 'REVIEW.NOT_FOUND', 'REVIEW.ALREADY_REMOVED', 'CONCURRENCY.CONFLICT'],
});

@Controller()
export class RemoveReviewController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(removeReviewContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('admin')
  remove(
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string,
    @Body(new ZodValidationPipe(removeReviewRequestSchema)) body: z.output<typeof removeReviewRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new RemoveReviewCommand(
        reviewId,
        body.reasonCode,
        body.note === '' ? null : body.note,
        body.expectedRevision,
        commandContext(request),
      ),
    );
  }
}
