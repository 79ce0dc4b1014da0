import type { AuditHistory } from '@gp/shared';
import type { EventStore } from '@gp/shared/server';
import { readAccountHistory, readStreamHistory } from '../modules/history/public';

const STREAM_KINDS: Record<string, string> = { review: 'review', user: 'user', account: 'user', betakey: 'betakey' };

/** `audit review <id>` (or user, account, betakey, or a raw stream name): the stream's history, one event per line (an account's with the admin actions that name it). */
export async function auditStream(eventStore: EventStore, args: readonly string[]): Promise<string[]> {
  const [kind, id] = args;
  if (!kind) throw new Error('Usage: npm run audit -- review <id> | user <id> | betakey <id> | <stream-name>');
  const streamId = id && STREAM_KINDS[kind] ? `${STREAM_KINDS[kind]}-${id}` : kind;
  const accountId = id && STREAM_KINDS[kind] === 'user' ? id : null;
  const { events } = accountId
    ? await readAccountHistory(eventStore, accountId)
    : await readStreamHistory(eventStore, streamId);
  if (events.length === 0) return [`${streamId}: no events`];
  return [`${streamId}: ${events.length} event(s)`, ...events.map(formatEvent)];
}

function formatEvent(event: AuditHistory['events'][number]): string {
  const who = event.actorId ? `by ${event.actorId}` : 'by system';
  const behalf = event.onBehalfOf ? ` on behalf of ${event.onBehalfOf}` : '';
  const where = event.streamId.startsWith('audit-') ? `${event.streamId} ` : '';
  return `${where}#${event.revision} ${event.recordedAt} ${event.type} ${who}${behalf} (position ${event.position}, correlation ${event.correlationId ?? '-'}) ${JSON.stringify(event.data)}`;
}
