import { Inject, Injectable } from '@nestjs/common';
import type { TwilioDeliveryStatus } from '@gp/shared';
import { KEY_VALUE, type KeyValueStore } from '@gp/shared/server';
import { sha256Hex } from '../../../core/ids/ids';

/** Statuses that prove the number reads WhatsApp: the message reached the phone's WhatsApp. */
const WHATSAPP_REACHED = new Set(['delivered', 'read']);
const STATUS_TTL_MS = 30 * 24 * 60 * 60_000;

const keys = {
  status: (messageSid: string) => `delivery:status:${messageSid}`,
  /** By the number's hash: the key store holds no number. */
  whatsapp: (phoneNumber: string) => `delivery:whatsapp:${sha256Hex(phoneNumber)}`,
};

export interface DeliveryStatus {
  status: string;
  errorCode?: string;
}

/**
 * What Twilio reported of the messages sent: each message's last status (for a month), and the
 * numbers a WhatsApp message reached, which makes WhatsApp their default channel.
 */
@Injectable()
export class DeliveryStatuses {
  constructor(@Inject(KEY_VALUE) private readonly keyValue: KeyValueStore) {}

  async record({ MessageSid, MessageStatus, To, ErrorCode }: TwilioDeliveryStatus): Promise<void> {
    const status: DeliveryStatus = { status: MessageStatus, ...(ErrorCode && { errorCode: ErrorCode }) };
    await this.keyValue.set(keys.status(MessageSid), JSON.stringify(status), { ttlMs: STATUS_TTL_MS });
    if (To.startsWith('whatsapp:') && WHATSAPP_REACHED.has(MessageStatus))
      await this.keyValue.set(keys.whatsapp(To.slice('whatsapp:'.length)), '1');
  }

  async of(messageSid: string): Promise<DeliveryStatus | null> {
    const stored = await this.keyValue.get(keys.status(messageSid));
    return stored === null ? null : (JSON.parse(stored) as DeliveryStatus);
  }
}

/** Whether a WhatsApp message has reached this number (E.164) before. */
export async function hasTakenWhatsApp(keyValue: KeyValueStore, phoneNumber: string): Promise<boolean> {
  return (await keyValue.get(keys.whatsapp(phoneNumber))) !== null;
}
