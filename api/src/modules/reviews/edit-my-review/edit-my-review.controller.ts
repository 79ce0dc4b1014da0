import { Body, Controller, Param, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API, commandResultSchema, editMyReviewRequestSchema, type CommandResult } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { RateLimiter, type RateLimit } from '../../../core/auth/rate-limiter';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { EditMyReviewCommand } from './edit-my-review.command';

export const editMyReviewContract = defineContract({
  ...API.editMyReview,
  summary:
    "The author edits their review's rating, title and text (an anonymous author's session included); it goes back to moderation",
  access: 'session',
  body: editMyReviewRequestSchema,
  response: commandResultSchema,
  errors: [
    'AUTH.REQUIRED',
    'REQUEST.INVALID',
    'REVIEW.NOT_FOUND',
    'REVIEW.NOT_AUTHOR',
    'REVIEW.REMOVED',
    'REQUEST.RATE_LIMITED',
  ],
});

/** Every edit puts the review back in the moderation queue: a session may not flood it. */
export const REVIEW_EDIT_LIMIT = {
  name: 'review-edit-session',
  max: 20,
  windowMs: 60 * 60_000,
} as const satisfies RateLimit;

@Controller()
export class EditMyReviewController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Put(editMyReviewContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('session')
  async edit(
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string,
    @Body(new ZodValidationPipe(editMyReviewRequestSchema)) body: z.output<typeof editMyReviewRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    await this.rateLimiter.hit([{ limit: REVIEW_EDIT_LIMIT, subject: request.actor!.sessionId }]);
    return this.commandBus.execute(
      new EditMyReviewCommand(
        reviewId,
        request.actor!.userId,
        body.rating,
        body.title,
        body.body,
        commandContext(request),
      ),
    );
  }
}
