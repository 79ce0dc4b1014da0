import type { AuditHistory } from '@gp/shared';
import type { EventStore } from '@gp/shared/server';

/** Secrets never leave the server, not even in the audit view. */
const redactSecrets = (data: unknown) =>
  JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === 'passwordHash' ? '[redacted]' : value))) as Record<
    string,
    unknown
  >;

/** A stream's history as the admin console, the API and the audit CLI show it (events in their current, upcast shape). */
export async function readStreamHistory(eventStore: EventStore, streamId: string): Promise<AuditHistory> {
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
      data: redactSecrets(event.data),
    })),
  };
}
