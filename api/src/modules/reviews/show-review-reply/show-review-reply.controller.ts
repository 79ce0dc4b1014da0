import { Body, Controller, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  commandResultSchema,
  showReviewReplyRequestSchema,
  type CommandResult,
  type ShowReviewReplyRequest,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ShowReviewReplyCommand } from './show-review-reply.command';

export const showReviewReplyContract = defineContract({
  ...API.showReviewReply,
  summary:
    "Show a contractor's reply that an admin hid, as it reads now, expecting the revision the admin saw; until then every edit stays hidden",
  access: 'admin',
  body: showReviewReplyRequestSchema,
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
export class ShowReviewReplyController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(showReviewReplyContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('admin')
  show(
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string,
    @Body(new ZodValidationPipe(showReviewReplyRequestSchema)) body: ShowReviewReplyRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new ShowReviewReplyCommand(reviewId, request.actor!.userId, body.expectedRevision, commandContext(request)),
    );
  }
}
