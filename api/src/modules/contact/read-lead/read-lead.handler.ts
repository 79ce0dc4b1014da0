import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { leadDecider } from '../lead.decider';
import { ReadLeadCommand } from './read-lead.command';

@CommandHandler(ReadLeadCommand)
export class ReadLeadHandler implements ICommandHandler<ReadLeadCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ leadId, proId, context }: ReadLeadCommand): Promise<CommandResult> {
    const command = { type: 'ReadLead' as const, leadId, readBy: proId, now: this.clock.now().toISOString() };
    const { position } = await this.pipeline.run(leadDecider, {
      ...context,
      streamId: streamIds.lead(leadId),
      command,
    });
    return { position };
  }
}
