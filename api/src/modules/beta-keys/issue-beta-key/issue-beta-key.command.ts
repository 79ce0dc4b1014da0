import type { CommandContext } from '../../../core/http/command-context';

export class IssueBetaKeyCommand {
  constructor(readonly context: CommandContext) {}
}
