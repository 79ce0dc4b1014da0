import { Body, Controller, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  API,
  commandResultSchema,
  moderateReviewRequestSchema,
  type CommandResult,
  type ModerateReviewRequest,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { idParamSchema } from '../../../core/http/id-param';
import { ModerateReviewCommand } from './moderate-review.command';

const moderation = (decision: 'approve' | 'unapprove') =>
  defineContract({
    ...(decision === 'approve' ? API.approveReview : API.unapproveReview),
    summary: `${decision === 'approve' ? 'Approve' : 'Unapprove'} a review, expecting the revision the admin saw`,
    access: 'admin',
    body: moderateReviewRequestSchema,
    response: commandResultSchema,
    errors: [
      'ADMIN_REQUIRED',
      'REVIEW.NOT_FOUND',
      decision === 'approve' ? 'REVIEW.ALREADY_APPROVED' : 'REVIEW.NOT_APPROVED',
      'CONCURRENCY.CONFLICT',
    ],
  });
export const approveReviewContract = moderation('approve');
export const unapproveReviewContract = moderation('unapprove');

@Controller()
export class ModerateReviewController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(approveReviewContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('admin')
  approve(
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string,
    @Body(new ZodValidationPipe(moderateReviewRequestSchema)) body: ModerateReviewRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new ModerateReviewCommand(reviewId, 'approve', body.expectedRevision, commandContext(request)),
    );
  }

  @Post(unapproveReviewContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @RequireAccess('admin')
  unapprove(
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string,
    @Body(new ZodValidationPipe(moderateReviewRequestSchema)) body: ModerateReviewRequest,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new ModerateReviewCommand(reviewId, 'unapprove', body.expectedRevision, commandContext(request)),
    );
  }
}
