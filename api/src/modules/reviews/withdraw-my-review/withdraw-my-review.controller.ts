import { Controller, Delete, Param, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, commandResultSchema, type CommandResult } from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { WithdrawMyReviewCommand } from './withdraw-my-review.command';

export const withdrawMyReviewContract = defineContract({
  ...API.withdrawMyReview,
  summary: "The author withdraws their review (an anonymous author's session included): gone from every list and count",
  access: 'session',
  response: commandResultSchema,
  errors: ['AUTH.REQUIRED', 'REVIEW.NOT_FOUND', 'REVIEW.NOT_AUTHOR'],
});

@Controller()
export class WithdrawMyReviewController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(withdrawMyReviewContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('session')
  withdraw(
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
    return this.commandBus.execute(
      new WithdrawMyReviewCommand(reviewId, request.actor!.userId, commandContext(request)),
    );
  }
}
