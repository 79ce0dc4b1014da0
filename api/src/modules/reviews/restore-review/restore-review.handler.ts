import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { reviewDecider } from '../review.decider';
import { RestoreReviewCommand } from './restore-review.command';

/** An admin puts a removed review back, with the status it had; expects the revision the admin saw. */
@CommandHandler(RestoreReviewCommand)
export class RestoreReviewHandler implements ICommandHandler<RestoreReviewCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ reviewId, expectedRevision, context }: RestoreReviewCommand): Promise<CommandResult> {
    const outcome = await this.pipeline.run(reviewDecider, {
      ...context,
      streamId: streamIds.review(reviewId),
      expectedRevision,
      command: { type: 'RestoreReview', reviewId, now: this.clock.now().toISOString() },
    });
    return { position: outcome.position };
  }
}
