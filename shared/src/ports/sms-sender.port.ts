/** SmsSender port: one text message to one E.164 number. */
export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  /** Resolves with the provider's message id. Throws SmsSendError; `retryable` tells the job whether to try again. */
  send(message: SmsMessage): Promise<{ id: string }>;
  ping(): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export const SMS_SENDER = Symbol('SmsSender');
