import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CURRENT_TERMS_VERSION, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userAccessDecider } from '../../users/public';
import { AcceptTermsCommand } from './accept-terms.command';

@CommandHandler(AcceptTermsCommand)
export class AcceptTermsHandler implements ICommandHandler<AcceptTermsCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, version, context }: AcceptTermsCommand): Promise<CommandResult> {
    const command = {
      type: 'AcceptTerms',
      userId,
      version,
      currentVersion: CURRENT_TERMS_VERSION,
      now: this.clock.now().toISOString(),
    } as const;
    return runUserCommand(this.pipeline, userAccessDecider, command, context);
  }
}
