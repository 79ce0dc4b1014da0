import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userProfileDecider } from '../../users/public';
import { SetContactPreferencesCommand } from './set-contact-preferences.command';

@CommandHandler(SetContactPreferencesCommand)
export class SetContactPreferencesHandler implements ICommandHandler<SetContactPreferencesCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ userId, preferences, context }: SetContactPreferencesCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userProfileDecider,
      { type: 'SetContactPreferences', userId, preferences, now: new Date().toISOString() },
      context,
    );
  }
}
