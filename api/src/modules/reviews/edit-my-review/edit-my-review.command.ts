import type { CommandContext } from '../../../core/http/command-context';

export class EditMyReviewCommand {
  constructor(
    readonly reviewId: string,
    /** Who asks: the decider lets only the review's author edit it. */
    readonly actorId: string,
    readonly rating: number,
    readonly title: string,
    readonly body: string,
    readonly context: CommandContext,
  ) {}
}
