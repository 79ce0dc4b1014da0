import type { CommandContext } from '../../../core/http/command-context';

export class RestoreReviewCommand {
  constructor(
    readonly reviewId: string,
    readonly expectedRevision: number,
    readonly context: CommandContext,
  ) {}
}
