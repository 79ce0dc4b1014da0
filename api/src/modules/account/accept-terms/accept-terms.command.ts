import type { CommandContext } from '../../../core/http/command-context';

/** "I agree" to the terms version the user was shown. */
export class AcceptTermsCommand {
  constructor(
    readonly userId: string,
    readonly version: number,
    readonly context: CommandContext,
  ) {}
}
