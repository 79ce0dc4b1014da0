import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { reviewDecider } from '../review.decider';
import { WithdrawMyReviewCommand } from './withdraw-my-review.command';

/** The author withdraws their review: gone from every list and count; the audit history keeps it. */
@CommandHandler(WithdrawMyReviewCommand)
export class WithdrawMyReviewHandler implements ICommandHandler<WithdrawMyReviewCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ reviewId, actorId, context }: WithdrawMyReviewCommand): Promise<CommandResult> {
    const outcome = await this.pipeline.run(reviewDecider, {
      ...context,
      streamId: streamIds.review(reviewId),
      command: { type: 'WithdrawReview', reviewId, actorId, now: this.clock.now().toISOString() },
    });
    return { position: outcome.position };
  }
}
