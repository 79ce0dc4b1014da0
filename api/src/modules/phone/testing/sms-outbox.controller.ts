import { Controller, Get, Inject, Module, Query } from '@nestjs/common';
import { normalisePhoneNumber } from '@gp/shared';
import { MESSAGE_SENDER, type OutboundMessage, type MessageSender } from '@gp/shared/server';
import { DomainError } from '../../../core/errors/domain-error';
import { ConsoleMessageSender } from '../../../infrastructure/messages/console-message-sender';

/**
 * Test-only: the console transport's outbox, so browser tests can read the codes they were sent.
 * AppModule registers it only with SMS_TRANSPORT=console and EXPOSE_TEST_OUTBOX=true, and it has
 * no contract, so it is in no OpenAPI document.
 */
@Controller()
export class SmsOutboxController {
  constructor(@Inject(MESSAGE_SENDER) private readonly sms: MessageSender) {}

  @Get('/api/v1/testing/sms-outbox')
  outbox(@Query('to') to?: string): { messages: OutboundMessage[] } {
    if (!(this.sms instanceof ConsoleMessageSender)) throw new DomainError('ROUTE.NOT_FOUND');
    const recipient = to === undefined ? undefined : (normalisePhoneNumber(to) ?? to);
    return { messages: this.sms.outbox().filter((message) => recipient === undefined || message.to === recipient) };
  }
}

@Module({ controllers: [SmsOutboxController] })
export class SmsOutboxModule {}
