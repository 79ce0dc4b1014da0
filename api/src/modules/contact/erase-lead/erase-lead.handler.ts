import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { ADAPTERS } from '../../../core/core.module';
import type { Adapters } from '../../../infrastructure/adapters';
import { EraseLeadCommand } from './erase-lead.command';
import { eraseLead } from './erase-lead';

@CommandHandler(EraseLeadCommand)
export class EraseLeadHandler implements ICommandHandler<EraseLeadCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(ADAPTERS) private readonly adapters: Adapters,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ leadId, by, context }: EraseLeadCommand): Promise<CommandResult> {
    const { eventStore, keyStore } = this.adapters;
    return eraseLead(
      { eventStore, keyStore, pipeline: this.pipeline },
      { leadId, by, now: this.clock.now(), ...context },
    );
  }
}
