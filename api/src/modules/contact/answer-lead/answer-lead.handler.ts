import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { leadDecider } from '../lead.decider';
import { AnswerLeadCommand } from './answer-lead.command';

@CommandHandler(AnswerLeadCommand)
export class AnswerLeadHandler implements ICommandHandler<AnswerLeadCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ leadId, proId, context }: AnswerLeadCommand): Promise<CommandResult> {
    const command = { type: 'AnswerLead' as const, leadId, answeredBy: proId, now: this.clock.now().toISOString() };
    const { position } = await this.pipeline.run(leadDecider, {
      ...context,
      streamId: streamIds.lead(leadId),
      command,
    });
    return { position };
  }
}
