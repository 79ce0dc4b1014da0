import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { userDecider } from '../user.decider';
import { ExecuteUserCommand } from './execute-user-command.command';

@CommandHandler(ExecuteUserCommand)
export class ExecuteUserCommandHandler implements ICommandHandler<ExecuteUserCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ command, context }: ExecuteUserCommand): Promise<CommandResult> {
    const outcome = await this.pipeline.run(userDecider, { ...context, streamId: streamIds.user(command.userId), command });
    return { position: outcome.position };
  }
}
