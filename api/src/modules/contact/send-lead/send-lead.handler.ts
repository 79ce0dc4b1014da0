import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type SendLeadResponse } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { deterministicUuid } from '../../../core/ids/ids';
import { leadDecider } from '../lead.decider';
import { ProReachReader } from '../pro-reach';
import { SendLeadCommand } from './send-lead.command';

/**
 * Appends LeadSent; the lead-notification reactor sends the pro's SMS. The lead id derives from the
 * command id, so a retried request (same Idempotency-Key) names the same lead and appends nothing.
 */
@CommandHandler(SendLeadCommand)
export class SendLeadHandler implements ICommandHandler<SendLeadCommand, SendLeadResponse> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly pros: ProReachReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ proId, senderId, lead, context }: SendLeadCommand): Promise<SendLeadResponse> {
    const leadId = deterministicUuid(context.commandId, 'lead');
    const pro = await this.pros.publicPro(proId);
    const command = { type: 'SendLead' as const, leadId, pro, senderId, ...lead, now: this.clock.now().toISOString() };
    const { position } = await this.pipeline.run(leadDecider, {
      ...context,
      streamId: streamIds.lead(leadId),
      command,
    });
    return { leadId, position };
  }
}
