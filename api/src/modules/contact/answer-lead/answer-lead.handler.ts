import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { leadDecider } from '../lead.decider';
import { AnswerLeadCommand } from './answer-lead.command';

@CommandHandler(AnswerLeadCommand)
export class AnswerLeadHandler implements ICommandHandler<AnswerLeadCommand, CommandResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ leadId, proId, context }: AnswerLeadCommand): Promise<CommandResult> {
    const command = { type: 'AnswerLead' as const, leadId, answeredBy: proId, now: new Date().toISOString() };
    const { position } = await this.pipeline.run(leadDecider, {
      ...context,
      streamId: streamIds.lead(leadId),
      command,
    });
    return { position };
  }
}
