import type { AccountRole } from '@gp/shared';
import type { CommandContext } from '../../../core/http/command-context';

export class ChangeAccountRoleCommand {
  constructor(
    readonly userId: string,
    readonly role: AccountRole,
    readonly context: CommandContext,
  ) {}
}
