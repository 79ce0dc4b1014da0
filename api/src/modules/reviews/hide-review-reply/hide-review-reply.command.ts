import type { CommandContext } from '../../../core/http/command-context';

export class HideReviewReplyCommand {
  constructor(
    readonly reviewId: string,
    readonly adminId: string,
    readonly reason: string | undefined,
    readonly expectedRevision: number,
    readonly context: CommandContext,
  ) {}
}
