import type { CommandContext } from '../../../core/http/command-context';

export class RevokeBetaKeyCommand {
  constructor(
    readonly keyId: string,
    readonly context: CommandContext,
  ) {}
}
