import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { reviewDecider } from '../review.decider';
import { ShowReviewReplyCommand } from './show-review-reply.command';

/** An admin shows a reply they hid, expecting the revision they saw: a reply edited since is a 409, not shown unread. */
@CommandHandler(ShowReviewReplyCommand)
export class ShowReviewReplyHandler implements ICommandHandler<ShowReviewReplyCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ reviewId, adminId, expectedRevision, context }: ShowReviewReplyCommand): Promise<CommandResult> {
    const outcome = await this.pipeline.run(reviewDecider, {
      ...context,
      streamId: streamIds.review(reviewId),
      expectedRevision,
      command: { type: 'ShowReviewReply', reviewId, adminId, now: this.clock.now().toISOString() },
    });
    return { position: outcome.position };
  }
}
