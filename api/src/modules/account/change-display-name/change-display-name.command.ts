import type { CommandContext } from '../../../core/http/command-context';

export class ChangeDisplayNameCommand {
  constructor(
    readonly userId: string,
    readonly displayName: string,
    readonly context: CommandContext,
  ) {}
}
