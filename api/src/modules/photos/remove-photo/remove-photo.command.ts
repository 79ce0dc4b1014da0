import type { CommandContext } from '../../../core/http/command-context';

export class RemovePhotoCommand {
  constructor(
    readonly userId: string,
    readonly photoId: string,
    readonly context: CommandContext,
  ) {}
}
