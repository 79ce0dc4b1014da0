import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds } from '@gp/shared';
import { CLOCK, KEY_VALUE, type Clock, type KeyValueStore } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { deterministicUuid } from '../../../core/ids/ids';
import { leadDecider } from '../../contact/public';
import { lastAskedLead } from './asked-leads';
import { ReportLeadAnswerCommand } from './report-lead-answer.command';

/**
 * Records a client's YES or NO on the request their number was most recently asked about
 * (LeadAnswerReported, once per request: the lead decider ignores a second answer). A number never
 * asked, or asked too long ago, records nothing: a YES or NO alone is not an answer to anything.
 * Answers null when nothing was recorded.
 */
@CommandHandler(ReportLeadAnswerCommand)
export class ReportLeadAnswerHandler implements ICommandHandler<ReportLeadAnswerCommand, { position: number } | null> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(KEY_VALUE) private readonly keyValue: KeyValueStore,
  ) {}

  async execute({
    phoneNumber,
    answered,
    messageSid,
    correlationId,
  }: ReportLeadAnswerCommand): Promise<{ position: number } | null> {
    const leadId = await lastAskedLead(this.keyValue, phoneNumber);
    if (!leadId) return null;
    const { position } = await this.pipeline.run(leadDecider, {
      // The message sid names the command, so a webhook Twilio delivers again appends nothing.
      commandId: deterministicUuid('lead-answer-report', messageSid),
      metadata: { actorId: null, correlationId },
      streamId: streamIds.lead(leadId),
      command: { type: 'ReportLeadAnswer', leadId, answered, now: this.clock.now().toISOString() },
    });
    return { position };
  }
}
