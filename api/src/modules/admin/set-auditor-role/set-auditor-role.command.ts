import type { CommandContext } from '../../../core/http/command-context';

export class SetAuditorRoleCommand {
  constructor(
    readonly userId: string,
    readonly isAuditor: boolean,
    readonly context: CommandContext,
  ) {}
}
