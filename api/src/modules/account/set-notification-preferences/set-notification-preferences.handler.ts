import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userAccessDecider } from '../../users/public';
import { SetNotificationPreferencesCommand } from './set-notification-preferences.command';

@CommandHandler(SetNotificationPreferencesCommand)
export class SetNotificationPreferencesHandler implements ICommandHandler<
  SetNotificationPreferencesCommand,
  CommandResult
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, preferences, context }: SetNotificationPreferencesCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userAccessDecider,
      { type: 'SetNotificationPreferences', userId, preferences, now: this.clock.now().toISOString() },
      context,
    );
  }
}
