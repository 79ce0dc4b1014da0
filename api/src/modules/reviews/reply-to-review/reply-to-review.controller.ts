import { Body, Controller, Param, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  commandResultSchema,
  replyToReviewRequestSchema,
  type CommandResult,
  type ReplyToReviewRequest,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ReplyToReviewCommand } from './reply-to-review.command';

export const replyToReviewContract = defineContract({
  ...API.replyToReview,
  summary:
    "The contractor's public reply to a live review on their profile (1 to 1000 characters); saving again replaces it",
  access: 'signed-in',
  body: replyToReviewRequestSchema,
  response: commandResultSchema,
  errors: [
    'AUTH.REQUIRED',
    'REQUEST.INVALID',
    'REVIEW.NOT_FOUND',
    'REVIEW.NOT_YOUR_PROFILE',
    'REVIEW.NOT_LIVE',
    'CONCURRENCY.CONFLICT',
  ],
});

@Controller()
export class ReplyToReviewController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(replyToReviewContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('signed-in')
  reply(
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string,
    @Body(new ZodValidationPipe(replyToReviewRequestSchema)) body: ReplyToReviewRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new ReplyToReviewCommand(reviewId, request.actor!.userId, body.text, commandContext(request)),
    );
  }
}
