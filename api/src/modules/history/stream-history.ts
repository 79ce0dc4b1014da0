import { streamIds, type AuditHistory } from '@gp/shared';
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
      streamId: event.streamId,
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

/**
 * An account's history: its own stream, and the admin actions done to it that live on `audit-admin`
 * (an impersonation's start and stop name the account as `targetUserId`), merged in log order.
 * An account with no stream has no history, whatever the audit log says of it.
 */
export async function readAccountHistory(eventStore: EventStore, userId: string): Promise<AuditHistory> {
  const own = await readStreamHistory(eventStore, streamIds.user(userId));
  if (own.events.length === 0) return own;
  const { events: adminActions } = await readStreamHistory(eventStore, streamIds.adminAudit());
  const naming = adminActions.filter((event) => event.data['targetUserId'] === userId);
  return { streamId: own.streamId, events: [...own.events, ...naming].sort((a, b) => a.position - b.position) };
}
