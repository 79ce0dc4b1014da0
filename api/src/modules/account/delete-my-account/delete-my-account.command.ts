import type { CommandContext } from '../../../core/http/command-context';

export class DeleteMyAccountCommand {
  constructor(
    readonly userId: string,
    /** Withdraw the reviews the person wrote too; else they stay, as "Former user"'s. */
    readonly removeReviews: boolean,
    readonly context: CommandContext,
  ) {}
}
