import type { PhotoRejectionCode } from '@gp/shared';
import type { CommandContext } from '../../../core/http/command-context';

/** An admin approves a photo, or rejects it with a reason (it then leaves the public profile). */
export class ModeratePhotoCommand {
  constructor(
    readonly userId: string,
    readonly photoId: string,
    readonly decision: { approve: true } | { approve: false; reasonCode: PhotoRejectionCode; note: string },
    readonly context: CommandContext,
  ) {}
}
