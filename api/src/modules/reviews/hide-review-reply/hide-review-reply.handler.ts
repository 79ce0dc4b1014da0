import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { reviewDecider } from '../review.decider';
import { HideReviewReplyCommand } from './hide-review-reply.command';

/** An admin hides an abusive reply, expecting the revision they saw: a reply edited since is a 409, not hidden unseen. */
@CommandHandler(HideReviewReplyCommand)
export class HideReviewReplyHandler implements ICommandHandler<HideReviewReplyCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    reviewId,
    adminId,
    reason,
    expectedRevision,
    context,
  }: HideReviewReplyCommand): Promise<CommandResult> {
    const outcome = await this.pipeline.run(reviewDecider, {
      ...context,
      streamId: streamIds.review(reviewId),
      expectedRevision,
      command: { type: 'HideReviewReply', reviewId, adminId, reason, now: this.clock.now().toISOString() },
    });
    return { position: outcome.position };
  }
}
