import type { ContactChannel, ContactEvent } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';
import type { ProReach } from './pro-reach';

/** A WhatsApp or call tap on a pro's contact block, on `contacts-{proId}`; no personal data. */
export type ContactCommand = {
  type: 'RequestContact';
  pro: ProReach | null;
  channel: ContactChannel;
  /** The visitor already tapped this pro's channel today (ContactTaps): it counts once. */
  repeated: boolean;
  now: string;
};

/** The stream holds no personal data, so whether a visitor tapped before is told by the command. */
export const contactDecider: Decider<ContactCommand, null, ContactEvent> = {
  initialState: () => null,
  decide({ pro, channel, repeated, now }) {
    if (!pro) throw new DomainError('PROFILE.NOT_FOUND');
    if (!pro.channels[channel]) throw new DomainError('CONTACT.CHANNEL_OFF');
    if (repeated) return [];
    return [{ type: 'ContactRequested', data: { proId: pro.proId, channel, requestedAt: now } }];
  },
  evolve: (state) => state,
};
