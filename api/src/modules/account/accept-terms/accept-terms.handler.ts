import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CURRENT_TERMS_VERSION, type CommandResult } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userAccessDecider } from '../../users/public';
import { AcceptTermsCommand } from './accept-terms.command';

@CommandHandler(AcceptTermsCommand)
export class AcceptTermsHandler implements ICommandHandler<AcceptTermsCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ userId, version, context }: AcceptTermsCommand): Promise<CommandResult> {
    const command = {
      type: 'AcceptTerms',
      userId,
      version,
      currentVersion: CURRENT_TERMS_VERSION,
      now: new Date().toISOString(),
    } as const;
    return runUserCommand(this.pipeline, userAccessDecider, command, context);
  }
}
