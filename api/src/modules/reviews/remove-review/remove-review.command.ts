import type { ReviewRemovalCode } from '@gp/shared';
import type { CommandContext } from '../../../core/http/command-context';

export class RemoveReviewCommand {
  constructor(
    readonly reviewId: string,
    readonly reasonCode: ReviewRemovalCode,
    /** The admin's note; null without one. */
    readonly note: string | null,
    readonly expectedRevision: number,
    readonly context: CommandContext,
  ) {}
}
