import { Controller, Get, Inject, Module, Query } from '@nestjs/common';
import { normalisePhoneNumber } from '@gp/shared';
import { SMS_SENDER, type SmsMessage, type SmsSender } from '@gp/shared/server';
import { DomainError } from '../../../core/errors/domain-error';
import { ConsoleSmsSender } from '../../../infrastructure/sms/console-sms-sender';

/**
 * Test-only: the console transport's outbox, so browser tests can read the codes they were sent.
 * AppModule registers it only with SMS_TRANSPORT=console and EXPOSE_TEST_OUTBOX=true, and it has
 * no contract, so it is in no OpenAPI document.
 */
@Controller()
export class SmsOutboxController {
  constructor(@Inject(SMS_SENDER) private readonly sms: SmsSender) {}

  @Get('/api/v1/testing/sms-outbox')
  outbox(@Query('to') to?: string): { messages: SmsMessage[] } {
    if (!(this.sms instanceof ConsoleSmsSender)) throw new DomainError('ROUTE.NOT_FOUND');
    const recipient = to === undefined ? undefined : (normalisePhoneNumber(to) ?? to);
    return { messages: this.sms.outbox().filter((message) => recipient === undefined || message.to === recipient) };
  }
}

@Module({ controllers: [SmsOutboxController] })
export class SmsOutboxModule {}
