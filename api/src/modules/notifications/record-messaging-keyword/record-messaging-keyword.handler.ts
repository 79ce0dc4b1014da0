import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamIds, type CommandResult } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { deterministicUuid } from '../../../core/ids/ids';
import { messagingConsentDecider } from '../messaging-consent.decider';
import { RecordMessagingKeywordCommand } from './record-messaging-keyword.command';

@CommandHandler(RecordMessagingKeywordCommand)
export class RecordMessagingKeywordHandler implements ICommandHandler<RecordMessagingKeywordCommand, CommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    phoneNumber,
    keyword,
    word,
    messageSid,
    correlationId,
  }: RecordMessagingKeywordCommand): Promise<CommandResult> {
    const now = this.clock.now().toISOString();
    const { position } = await this.pipeline.run(messagingConsentDecider, {
      // The message sid names the command, so a webhook Twilio delivers again appends nothing.
      commandId: deterministicUuid('messaging-keyword', messageSid),
      metadata: { actorId: null, correlationId },
      streamId: streamIds.messaging(phoneNumber),
      command:
        keyword === 'stop'
          ? { type: 'StopMessages', phoneNumber, word, now }
          : { type: 'ResumeMessages', phoneNumber, now },
    });
    return { position };
  }
}
