import type { CommandContext } from '../../../core/http/command-context';
import type { ReviewCommand } from '../review.decider';

export class SubmitReviewCommand {
  constructor(
    readonly review: Omit<Extract<ReviewCommand, { type: 'SubmitReview' }>, 'type' | 'reviewId' | 'now'>,
    readonly context: CommandContext,
  ) {}
}
