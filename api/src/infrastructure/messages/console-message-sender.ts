import { OutboundMessage, MessageSender } from '@gp/shared/server';

/** How many sent messages the outbox remembers; older ones are dropped. */
export const CONSOLE_OUTBOX_SIZE = 100;

/**
 * The embedded MessageSender: prints each message (SMS or WhatsApp, by its written-out body) to the log
 * instead of sending it, and keeps the last messages in memory so development tools and the e2e tests
 * can read verification codes and notifications back.
 */
export class ConsoleMessageSender implements MessageSender {
  private readonly sent: OutboundMessage[] = [];
  private sentCount = 0;

  constructor(private readonly log: (line: string) => void = console.log) {}

  async send(message: OutboundMessage): Promise<{ id: string }> {
    this.sentCount += 1;
    const id = `console-${this.sentCount}`;
    this.sent.push(copy(message));
    if (this.sent.length > CONSOLE_OUTBOX_SIZE) this.sent.shift();
    this.log(`[${message.channel ?? 'sms'} ${id}] to ${message.to}: ${message.body}`);
    return { id };
  }

  async ping(): Promise<void> {}

  /** The remembered messages, oldest first. */
  outbox(): OutboundMessage[] {
    return this.sent.map(copy);
  }

  lastMessageTo(phoneNumber: string): OutboundMessage | undefined {
    const message = this.sent.findLast((candidate) => candidate.to === phoneNumber);
    return message && copy(message);
  }
}

/** Deep enough that a reader cannot change a remembered template's values. */
function copy(message: OutboundMessage): OutboundMessage {
  return message.channel === 'whatsapp'
    ? { ...message, template: { sid: message.template.sid, variables: { ...message.template.variables } } }
    : { ...message };
}
