import { Body, Controller, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  commandResultSchema,
  hideReviewReplyRequestSchema,
  type CommandResult,
  type HideReviewReplyRequest,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { HideReviewReplyCommand } from './hide-review-reply.command';

export const hideReviewReplyContract = defineContract({
  ...API.hideReviewReply,
  summary:
    "Hide a contractor's reply from the public, expecting the revision the admin saw; the pro's edits stay hidden until an admin shows it again",
  access: 'admin',
  body: hideReviewReplyRequestSchema,
  response: commandResultSchema,
  errors: [
    'AUTH.REQUIRED',
    'ADMIN_REQUIRED',
    'REQUEST.INVALID',
    'REVIEW.NOT_FOUND',
    'REVIEW.NO_REPLY',
    'CONCURRENCY.CONFLICT',
  ],
});

@Controller()
export class HideReviewReplyController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(hideReviewReplyContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('admin')
  hide(
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string,
    @Body(new ZodValidationPipe(hideReviewReplyRequestSchema)) body: HideReviewReplyRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new HideReviewReplyCommand(
        reviewId,
        request.actor!.userId,
        body.reason || undefined,
        body.expectedRevision,
        commandContext(request),
      ),
    );
  }
}
