import { Inject, Injectable } from '@nestjs/common';
import type { ContactChannel } from '@gp/shared';
import { KEY_VALUE, type KeyValueStore } from '@gp/shared/server';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A visitor's tap counts once per pro, channel and UTC day, like a profile view: a reload or a script
 * tapping again must not inflate the pro's figures. Remembered in the KeyValue port with set-if-absent,
 * so every API replica agrees and two taps at once count once.
 */
@Injectable()
export class ContactTaps {
  constructor(@Inject(KEY_VALUE) private readonly keyValue: KeyValueStore) {}

  /** True for the visitor's first tap of the day on this pro and channel, which it now holds. */
  first(proId: string, channel: ContactChannel, visitor: string, now: Date): Promise<boolean> {
    return this.keyValue.setIfAbsent(this.key(proId, channel, visitor, now), '1', { ttlMs: DAY_MS });
  }

  /** Lets the visitor's tap count again today: the one that held it was refused. */
  release(proId: string, channel: ContactChannel, visitor: string, now: Date): Promise<void> {
    return this.keyValue.delete(this.key(proId, channel, visitor, now));
  }

  private key(proId: string, channel: ContactChannel, visitor: string, now: Date): string {
    return `contact-tap:${proId}:${channel}:${now.toISOString().slice(0, 10)}:${visitor}`;
  }
}
