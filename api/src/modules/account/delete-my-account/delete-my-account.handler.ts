import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, READ_STORE, type Clock, type ReadStore } from '@gp/shared/server';
import { reviewsProjection, type ReviewDocument } from '@gp/projections';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { DomainError } from '../../../core/errors/domain-error';
import { stepContext } from '../../../core/http/command-context';
import { DeleteAccountCommand } from '../../admin/public';
import { reviewDecider } from '../../reviews/public';
import { DeleteMyAccountCommand } from './delete-my-account.command';

/**
 * The person deletes their own account: the same deletion as the console's (AccountDeleted, the
 * email and number released; the forgetting reactor then destroys their key and files), then, if
 * they chose it, each review they wrote is withdrawn (ReviewWithdrawn, as the author's own
 * withdrawal: a pro's counts change by those reviews only). The deletion goes first, so an admin's
 * refusal (the decider's rule) withdraws nothing; a withdrawal needs no live account.
 */
@CommandHandler(DeleteMyAccountCommand)
export class DeleteMyAccountHandler implements ICommandHandler<DeleteMyAccountCommand, CommandResult> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly pipeline: CommandPipeline,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, removeReviews, context }: DeleteMyAccountCommand): Promise<CommandResult> {
    let { position } = await this.commandBus.execute<DeleteAccountCommand, CommandResult>(
      new DeleteAccountCommand(userId, context),
    );
    if (!removeReviews) return { position };
    // Every review the person wrote, their anonymous sessions' linked ones included (authorId is theirs).
    const written = await this.readStore
      .collection<ReviewDocument>(reviewsProjection.collection)
      .find({ authorId: userId }, { sort: { createdAt: 1 } });
    for (const review of written) {
      try {
        const outcome = await this.pipeline.run(reviewDecider, {
          ...stepContext(context, `withdraw-${review._id}`),
          streamId: streamIds.review(review._id),
          command: {
            type: 'WithdrawReview',
            reviewId: review._id,
            actorId: userId,
            now: this.clock.now().toISOString(),
          },
        });
        position = Math.max(position, outcome.position);
      } catch (error) {
        // Withdrawn meanwhile (the read model had not caught up): nothing left to do for it.
        if (!(error instanceof DomainError) || error.code !== 'REVIEW.NOT_FOUND') throw error;
      }
    }
    return { position };
  }
}
