import type { CommandContext } from '../../../core/http/command-context';
import type { UserCommand } from '../user.decider';

/** Runs one command on a user's stream: every use case that changes only that user sends this. */
export class ExecuteUserCommand {
  constructor(
    readonly command: UserCommand,
    readonly context: CommandContext,
  ) {}
}
