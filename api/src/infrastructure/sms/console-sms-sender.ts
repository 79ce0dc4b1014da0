import { SmsMessage, SmsSender } from '@gp/shared/server';

/** How many sent messages the outbox remembers; older ones are dropped. */
export const CONSOLE_OUTBOX_SIZE = 100;

/**
 * The embedded SmsSender: prints each message to the log instead of sending it, and keeps the last
 * messages in memory so development tools and the e2e tests can read verification codes back.
 */
export class ConsoleSmsSender implements SmsSender {
  private readonly sent: SmsMessage[] = [];
  private sentCount = 0;

  constructor(private readonly log: (line: string) => void = console.log) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    this.sentCount += 1;
    const id = `console-${this.sentCount}`;
    this.sent.push({ to: message.to, body: message.body });
    if (this.sent.length > CONSOLE_OUTBOX_SIZE) this.sent.shift();
    this.log(`[sms ${id}] to ${message.to}: ${message.body}`);
    return { id };
  }

  async ping(): Promise<void> {}

  /** The remembered messages, oldest first. */
  outbox(): SmsMessage[] {
    return this.sent.map((message) => ({ ...message }));
  }

  lastMessageTo(phoneNumber: string): SmsMessage | undefined {
    const message = this.sent.findLast((candidate) => candidate.to === phoneNumber);
    return message && { ...message };
  }
}
