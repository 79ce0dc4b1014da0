import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API, commandResultSchema, editMyReviewRequestSchema, type CommandResult } from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
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
  errors: ['AUTH.REQUIRED', 'REQUEST.INVALID', 'REVIEW.NOT_FOUND', 'REVIEW.NOT_AUTHOR', 'REVIEW.REMOVED'],
});

@Controller()
export class EditMyReviewController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(editMyReviewContract.path)
  @RequireAccess('session')
  edit(
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: string,
    @Body(new ZodValidationPipe(editMyReviewRequestSchema)) body: z.output<typeof editMyReviewRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<CommandResult> {
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
