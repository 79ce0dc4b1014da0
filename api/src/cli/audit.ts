import type { EventStore, StoredEvent } from '@gp/shared/server';

const STREAM_KINDS: Record<string, string> = { review: 'review', user: 'user', account: 'user', betakey: 'betakey' };

/** `audit review <id>` (or user, account, betakey, or a raw stream name): the stream's history, one event per line. */
export async function auditStream(eventStore: EventStore, args: readonly string[]): Promise<string[]> {
  const [kind, id] = args;
  if (!kind) throw new Error('Usage: npm run audit -- review <id> | user <id> | betakey <id> | <stream-name>');
  const streamId = id && STREAM_KINDS[kind] ? `${STREAM_KINDS[kind]}-${id}` : kind;
  const events = await eventStore.readStream(streamId);
  if (events.length === 0) return [`${streamId}: no events`];
  return [`${streamId}: ${events.length} event(s)`, ...events.map(formatEvent)];
}

function formatEvent(event: StoredEvent): string {
  const { actorId, onBehalfOf, correlationId } = event.metadata;
  const who = actorId ? `by ${actorId}` : 'by system';
  const behalf = onBehalfOf ? ` on behalf of ${onBehalfOf}` : '';
  const data = JSON.stringify(event.data, (key, value: unknown) => (key === 'passwordHash' ? '[redacted]' : value));
  return `#${event.revision} ${event.recordedAt} ${event.type} ${who}${behalf} (position ${event.position}, correlation ${correlationId ?? '-'}) ${data}`;
}
