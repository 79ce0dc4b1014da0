import type { CommandContext } from '../../../core/http/command-context';

export class ChoosePhotoCommand {
  constructor(
    readonly userId: string,
    readonly photoId: string,
    readonly as: 'profile' | 'cover',
    readonly context: CommandContext,
  ) {}
}
