import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userAccessDecider } from '../../users/public';
import { ChangePreferredLanguageCommand } from './change-preferred-language.command';

@CommandHandler(ChangePreferredLanguageCommand)
export class ChangePreferredLanguageHandler implements ICommandHandler<ChangePreferredLanguageCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ userId, preferredLang, context }: ChangePreferredLanguageCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userAccessDecider,
      { type: 'ChangePreferredLanguage', userId, preferredLang, now: new Date().toISOString() },
      context,
    );
  }
}
