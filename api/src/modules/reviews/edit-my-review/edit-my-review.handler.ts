import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { reviewDecider } from '../review.decider';
import { EditMyReviewCommand } from './edit-my-review.command';

/** The author rewrites their review; it goes back to moderation. */
@CommandHandler(EditMyReviewCommand)
export class EditMyReviewHandler implements ICommandHandler<EditMyReviewCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ reviewId, actorId, rating, title, body, context }: EditMyReviewCommand): Promise<CommandResult> {
    const outcome = await this.pipeline.run(reviewDecider, {
      ...context,
      streamId: streamIds.review(reviewId),
      command: { type: 'EditReview', reviewId, actorId, rating, title, body, now: this.clock.now().toISOString() },
    });
    return { position: outcome.position };
  }
}
