import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { reviewDecider } from '../review.decider';
import { RemoveReviewCommand } from './remove-review.command';

/** An admin removes a review with a reason, expecting the revision they saw; the admin is the event's actor (audited). */
@CommandHandler(RemoveReviewCommand)
export class RemoveReviewHandler implements ICommandHandler<RemoveReviewCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    reviewId,
    reasonCode,
    note,
    expectedRevision,
    context,
  }: RemoveReviewCommand): Promise<CommandResult> {
    const outcome = await this.pipeline.run(reviewDecider, {
      ...context,
      streamId: streamIds.review(reviewId),
      expectedRevision,
      command: { type: 'RemoveReview', reviewId, reasonCode, note, now: this.clock.now().toISOString() },
    });
    return { position: outcome.position };
  }
}
