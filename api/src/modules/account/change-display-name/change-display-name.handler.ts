import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userProfileDecider } from '../../users/public';
import { ChangeDisplayNameCommand } from './change-display-name.command';

@CommandHandler(ChangeDisplayNameCommand)
export class ChangeDisplayNameHandler implements ICommandHandler<ChangeDisplayNameCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ userId, displayName, context }: ChangeDisplayNameCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userProfileDecider,
      { type: 'ChangeDisplayName', userId, displayName, now: new Date().toISOString() },
      context,
    );
  }
}
