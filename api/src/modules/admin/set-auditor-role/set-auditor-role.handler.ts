import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userAccessDecider } from '../../users/public';
import { SetAuditorRoleCommand } from './set-auditor-role.command';

@CommandHandler(SetAuditorRoleCommand)
export class SetAuditorRoleHandler implements ICommandHandler<SetAuditorRoleCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, isAuditor, context }: SetAuditorRoleCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userAccessDecider,
      { type: 'SetAuditorRole', userId, isAuditor, now: this.clock.now().toISOString() },
      context,
    );
  }
}
