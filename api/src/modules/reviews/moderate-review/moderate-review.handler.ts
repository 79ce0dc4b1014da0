import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { reviewDecider } from '../review.decider';
import { ModerateReviewCommand } from './moderate-review.command';

/** Approve or unapprove with the revision the admin saw: of two simultaneous decisions one applies, the other is 409. */
@CommandHandler(ModerateReviewCommand)
export class ModerateReviewHandler implements ICommandHandler<ModerateReviewCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ reviewId, decision, expectedRevision, context }: ModerateReviewCommand): Promise<CommandResult> {
    const now = this.clock.now().toISOString();
    const outcome = await this.pipeline.run(reviewDecider, {
      ...context,
      streamId: streamIds.review(reviewId),
      expectedRevision,
      command:
        decision === 'approve' ? { type: 'ApproveReview', reviewId, now } : { type: 'UnapproveReview', reviewId, now },
    });
    return { position: outcome.position };
  }
}
