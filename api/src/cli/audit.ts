import type { AuditHistory } from '@gp/shared';
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

/** Secrets never leave the server, not even in the audit view. */
const redact = (data: unknown) => JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === 'passwordHash' ? '[redacted]' : value))) as Record<string, unknown>;

/** A stream's history as the admin console and the API show it. */
export async function auditHistory(eventStore: EventStore, streamId: string): Promise<AuditHistory> {
  const events = await eventStore.readStream(streamId);
  return {
    streamId,
    events: events.map((event) => ({
      revision: event.revision,
      position: event.position,
      type: event.type,
      recordedAt: event.recordedAt,
      actorId: event.metadata.actorId,
      onBehalfOf: event.metadata.onBehalfOf ?? null,
      correlationId: event.metadata.correlationId ?? null,
      data: redact(event.data),
    })),
  };
}

function formatEvent(event: StoredEvent): string {
  const { actorId, onBehalfOf, correlationId } = event.metadata;
  const who = actorId ? `by ${actorId}` : 'by system';
  const behalf = onBehalfOf ? ` on behalf of ${onBehalfOf}` : '';
  const data = JSON.stringify(redact(event.data));
  return `#${event.revision} ${event.recordedAt} ${event.type} ${who}${behalf} (position ${event.position}, correlation ${correlationId ?? '-'}) ${data}`;
}
