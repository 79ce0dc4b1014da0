import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type RevokeBetaKeyResponse } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { betaKeyDecider } from '../beta-key.decider';
import { RevokeBetaKeyCommand } from './revoke-beta-key.command';

@CommandHandler(RevokeBetaKeyCommand)
export class RevokeBetaKeyHandler implements ICommandHandler<RevokeBetaKeyCommand, RevokeBetaKeyResponse> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ keyId, context }: RevokeBetaKeyCommand): Promise<RevokeBetaKeyResponse> {
    const outcome = await this.pipeline.run(betaKeyDecider, {
      ...context,
      streamId: streamIds.betaKey(keyId),
      command: { type: 'RevokeBetaKey', keyId, now: this.clock.now().toISOString() },
    });
    return { position: outcome.position };
  }
}
