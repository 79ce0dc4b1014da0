import { streamIds, type MessagesResumed, type MessagesStopped } from '@gp/shared';
import type { EventStore } from '@gp/shared/server';
import { fold } from '../../../core/commands/decider';
import { messagingConsentDecider } from '../messaging-consent.decider';

/** Whether the number's last word was STOP (or BAJA, ALTO) rather than START: then nothing is sent to it. */
export async function hasStoppedMessages(eventStore: EventStore, phoneNumber: string): Promise<boolean> {
  const events = (await eventStore.readStream(streamIds.messaging(phoneNumber))) as unknown as (
    MessagesStopped | MessagesResumed
  )[];
  return fold(messagingConsentDecider, events).stopped;
}
