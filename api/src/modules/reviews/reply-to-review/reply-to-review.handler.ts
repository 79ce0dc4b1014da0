import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { reviewDecider } from '../review.decider';
import { ReplyToReviewCommand } from './reply-to-review.command';

/** The contractor's public reply to a live review on their profile; a new text replaces the reply. */
@CommandHandler(ReplyToReviewCommand)
export class ReplyToReviewHandler implements ICommandHandler<ReplyToReviewCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ reviewId, actorId, text, context }: ReplyToReviewCommand): Promise<CommandResult> {
    const outcome = await this.pipeline.run(reviewDecider, {
      ...context,
      streamId: streamIds.review(reviewId),
      command: { type: 'ReplyToReview', reviewId, actorId, text, now: this.clock.now().toISOString() },
    });
    return { position: outcome.position };
  }
}
