import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type SubmitReviewResponse } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { deterministicUuid } from '../../../core/ids/ids';
import { reviewDecider } from '../review.decider';
import { SubmitReviewCommand } from './submit-review.command';

@CommandHandler(SubmitReviewCommand)
export class SubmitReviewHandler implements ICommandHandler<SubmitReviewCommand, SubmitReviewResponse> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ review, context }: SubmitReviewCommand): Promise<SubmitReviewResponse> {
    // Derived from the command id: a retried submission names the same review instead of a second one.
    const reviewId = deterministicUuid('review', context.commandId);
    const outcome = await this.pipeline.run(reviewDecider, {
      ...context,
      streamId: streamIds.review(reviewId),
      command: { type: 'SubmitReview', reviewId, ...review, now: this.clock.now().toISOString() },
    });
    return { reviewId, position: outcome.position, authorIsAnonymous: review.authorIsAnonymous };
  }
}
