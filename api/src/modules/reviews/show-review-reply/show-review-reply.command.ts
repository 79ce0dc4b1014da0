import type { CommandContext } from '../../../core/http/command-context';

export class ShowReviewReplyCommand {
  constructor(
    readonly reviewId: string,
    readonly adminId: string,
    readonly expectedRevision: number,
    readonly context: CommandContext,
  ) {}
}
