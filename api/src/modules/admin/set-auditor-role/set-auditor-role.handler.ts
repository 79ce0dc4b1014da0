import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userAccessDecider } from '../../users/public';
import { SetAuditorRoleCommand } from './set-auditor-role.command';

@CommandHandler(SetAuditorRoleCommand)
export class SetAuditorRoleHandler implements ICommandHandler<SetAuditorRoleCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ userId, isAuditor, context }: SetAuditorRoleCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userAccessDecider,
      { type: 'SetAuditorRole', userId, isAuditor, now: new Date().toISOString() },
      context,
    );
  }
}
