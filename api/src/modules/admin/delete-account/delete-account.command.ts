import type { CommandContext } from '../../../core/http/command-context';

export class DeleteAccountCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}
