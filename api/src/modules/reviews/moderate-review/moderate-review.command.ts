import type { CommandContext } from '../../../core/http/command-context';

export class ModerateReviewCommand {
  constructor(
    readonly reviewId: string,
    readonly decision: 'approve' | 'unapprove',
    readonly expectedRevision: number,
    readonly context: CommandContext,
  ) {}
}
