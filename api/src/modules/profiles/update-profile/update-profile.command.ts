import type { UpdateProfileRequest } from '@gp/shared';
import type { CommandContext } from '../../../core/http/command-context';

export class UpdateProfileCommand {
  constructor(
    readonly userId: string,
    readonly changes: UpdateProfileRequest,
    readonly context: CommandContext,
  ) {}
}
