import { streamIds, type CommandResult, type UserEvent } from '@gp/shared';
import type { CommandPipeline } from '../../core/commands/command-pipeline';
import type { Decider } from '../../core/commands/decider';
import type { CommandContext } from '../../core/http/command-context';

/** Runs a command of one of the user deciders on its `user-{userId}` stream; the position answers the request. */
export async function runUserCommand<Command extends { userId: string }, State>(
  pipeline: CommandPipeline,
  decider: Decider<Command, State, UserEvent>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult> {
  const { position } = await pipeline.run(decider, { ...context, streamId: streamIds.user(command.userId), command });
  return { position };
}
