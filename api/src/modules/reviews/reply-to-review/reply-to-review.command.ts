import type { CommandContext } from '../../../core/http/command-context';

export class ReplyToReviewCommand {
  constructor(
    readonly reviewId: string,
    readonly actorId: string,
    readonly text: string,
    readonly context: CommandContext,
  ) {}
}
