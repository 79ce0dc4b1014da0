import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { leadDecider } from '../lead.decider';
import { ContactLeadCommand } from './contact-lead.command';

@CommandHandler(ContactLeadCommand)
export class ContactLeadHandler implements ICommandHandler<ContactLeadCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ leadId, proId, channel, context }: ContactLeadCommand): Promise<CommandResult> {
    const now = this.clock.now().toISOString();
    const command = { type: 'ContactLead' as const, leadId, contactedBy: proId, channel, now };
    const { position } = await this.pipeline.run(leadDecider, {
      ...context,
      streamId: streamIds.lead(leadId),
      command,
    });
    return { position };
  }
}
