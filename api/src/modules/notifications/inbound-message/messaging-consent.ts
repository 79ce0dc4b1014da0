import { streamIds } from '@gp/shared';
import type { EventStore } from '@gp/shared/server';
import { deterministicUuid } from '../../../core/ids/ids';

/** Whether the number's last word was STOP (or BAJA, ALTO) rather than START: then nothing is sent to it. */
export async function hasStoppedMessages(eventStore: EventStore, phoneNumber: string): Promise<boolean> {
  const events = await eventStore.readStream(streamIds.messaging(phoneNumber));
  return (
    events.findLast((event) => event.type === 'MessagesStopped' || event.type === 'MessagesResumed')?.type ===
    'MessagesStopped'
  );
}

/**
 * Records a STOP or START texted from a number. The event id is Twilio's message sid, so a webhook
 * Twilio delivers again appends nothing; each text is recorded, so the last one decides.
 */
export async function recordMessagingKeyword(
  eventStore: EventStore,
  {
    phoneNumber,
    keyword,
    word,
    messageSid,
    at,
  }: { phoneNumber: string; keyword: 'stop' | 'start'; word: string; messageSid: string; at: string },
): Promise<void> {
  const stream = streamIds.messaging(phoneNumber);
  const id = deterministicUuid('messaging-keyword', messageSid);
  if ((await eventStore.readStream(stream)).some((event) => event.id === id)) return;
  await eventStore.appendToStream(
    stream,
    [
      keyword === 'stop'
        ? {
            id,
            type: 'MessagesStopped',
            data: { phoneNumber, keyword: word, stoppedAt: at },
            metadata: { actorId: null },
          }
        : { id, type: 'MessagesResumed', data: { phoneNumber, resumedAt: at }, metadata: { actorId: null } },
    ],
    { expectedRevision: 'any' },
  );
}
