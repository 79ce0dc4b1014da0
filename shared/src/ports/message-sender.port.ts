/**
 * MessageSender port: one message to one E.164 number, by SMS or by WhatsApp. A business-initiated
 * WhatsApp message must be a template the provider approved, so it names the template and its
 * values; `body` is the same words written out, for SMS, the console transport and the logs.
 */
interface MessageBase {
  to: string;
  body: string;
  /** Where the provider reports the message's delivery status (Twilio's StatusCallback). */
  statusCallback?: string;
}

export interface SmsMessage extends MessageBase {
  channel?: 'sms';
}

export interface WhatsAppMessage extends MessageBase {
  channel: 'whatsapp';
  /** An approved template (Twilio's ContentSid) and its numbered values ({"1": "…"}). */
  template: { sid: string; variables: Record<string, string> };
}

export type OutboundMessage = SmsMessage | WhatsAppMessage;

export type MessageChannel = NonNullable<OutboundMessage['channel']>;

export interface MessageSender {
  /** Resolves with the provider's message id. Throws MessageSendError; `retryable` tells the job whether to try again. */
  send(message: OutboundMessage): Promise<{ id: string }>;
  ping(): Promise<void>;
}

export class MessageSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MessageSendError';
  }
}

export const MESSAGE_SENDER = Symbol('MessageSender');
