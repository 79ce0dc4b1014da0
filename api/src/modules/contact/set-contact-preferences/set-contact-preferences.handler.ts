import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userProfileDecider } from '../../users/public';
import { SetContactPreferencesCommand } from './set-contact-preferences.command';

@CommandHandler(SetContactPreferencesCommand)
export class SetContactPreferencesHandler implements ICommandHandler<SetContactPreferencesCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, preferences, context }: SetContactPreferencesCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userProfileDecider,
      { type: 'SetContactPreferences', userId, preferences, now: this.clock.now().toISOString() },
      context,
    );
  }
}
