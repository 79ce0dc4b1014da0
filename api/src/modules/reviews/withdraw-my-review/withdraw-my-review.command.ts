import type { CommandContext } from '../../../core/http/command-context';

export class WithdrawMyReviewCommand {
  constructor(
    readonly reviewId: string,
    /** Who asks: the decider lets only the review's author withdraw it. */
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}
