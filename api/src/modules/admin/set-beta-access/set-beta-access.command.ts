import type { CommandContext } from '../../../core/http/command-context';

/** An admin grants (without a beta key) or revokes a user's beta access. */
export class SetBetaAccessCommand {
  constructor(
    readonly userId: string,
    readonly hasBetaAccess: boolean,
    readonly context: CommandContext,
  ) {}
}
