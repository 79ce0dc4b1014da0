import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userProfileDecider } from '../../users/public';
import { ChangeDisplayNameCommand } from './change-display-name.command';

@CommandHandler(ChangeDisplayNameCommand)
export class ChangeDisplayNameHandler implements ICommandHandler<ChangeDisplayNameCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, displayName, context }: ChangeDisplayNameCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userProfileDecider,
      { type: 'ChangeDisplayName', userId, displayName, now: this.clock.now().toISOString() },
      context,
    );
  }
}
