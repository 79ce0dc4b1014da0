import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { runUserCommand, userAccessDecider } from '../../users/public';
import { SetBetaAccessCommand } from './set-beta-access.command';

@CommandHandler(SetBetaAccessCommand)
export class SetBetaAccessHandler implements ICommandHandler<SetBetaAccessCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, hasBetaAccess, context }: SetBetaAccessCommand): Promise<CommandResult> {
    const now = this.clock.now().toISOString();
    const command = hasBetaAccess
      ? ({ type: 'GrantBetaAccess', userId, betaKeyId: null, now } as const)
      : ({ type: 'RevokeBetaAccess', userId, now } as const);
    return runUserCommand(this.pipeline, userAccessDecider, command, context);
  }
}
