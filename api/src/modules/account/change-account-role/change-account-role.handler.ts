import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userAccessDecider } from '../../users/public';
import { ChangeAccountRoleCommand } from './change-account-role.command';

@CommandHandler(ChangeAccountRoleCommand)
export class ChangeAccountRoleHandler implements ICommandHandler<ChangeAccountRoleCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, role, context }: ChangeAccountRoleCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userAccessDecider,
      { type: 'ChooseAccountRole', userId, role, now: this.clock.now().toISOString() },
      context,
    );
  }
}
