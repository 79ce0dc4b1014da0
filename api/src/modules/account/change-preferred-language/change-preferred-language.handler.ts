import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userAccessDecider } from '../../users/public';
import { ChangePreferredLanguageCommand } from './change-preferred-language.command';

@CommandHandler(ChangePreferredLanguageCommand)
export class ChangePreferredLanguageHandler implements ICommandHandler<ChangePreferredLanguageCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, preferredLang, context }: ChangePreferredLanguageCommand): Promise<CommandResult> {
    return runUserCommand(
      this.pipeline,
      userAccessDecider,
      { type: 'ChangePreferredLanguage', userId, preferredLang, now: this.clock.now().toISOString() },
      context,
    );
  }
}
