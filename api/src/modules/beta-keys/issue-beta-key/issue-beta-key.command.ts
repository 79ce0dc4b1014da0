import type { CommandContext } from '../../../core/http/command-context';

export class IssueBetaKeyCommand {
  constructor(
    readonly context: CommandContext,
    /** The admin's note: who or what the key is for (null without one). */
    readonly note: string | null = null,
  ) {}
}
