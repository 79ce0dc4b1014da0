import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { leadDecider } from '../lead.decider';
import { UnanswerLeadCommand } from './unanswer-lead.command';

@CommandHandler(UnanswerLeadCommand)
export class UnanswerLeadHandler implements ICommandHandler<UnanswerLeadCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ leadId, proId, context }: UnanswerLeadCommand): Promise<CommandResult> {
    const command = { type: 'UnanswerLead' as const, leadId, answeredBy: proId, now: this.clock.now().toISOString() };
    const { position } = await this.pipeline.run(leadDecider, {
      ...context,
      streamId: streamIds.lead(leadId),
      command,
    });
    return { position };
  }
}
