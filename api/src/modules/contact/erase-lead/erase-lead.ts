import { streamIds, type LeadEvent } from '@gp/shared';
import { requestSubject, type EventStore, type KeyStore } from '@gp/shared/server';
import type { CommandEnvelope, CommandPipeline } from '../../../core/commands/command-pipeline';
import { fold } from '../../../core/commands/decider';
import { leadDecider, type LeadEraser } from '../lead.decider';

export interface LeadErasureDependencies {
  eventStore: EventStore;
  keyStore: KeyStore;
  pipeline: CommandPipeline;
}

/**
 * Erases a request (crypto-shredding, docs/personal-data.md): destroys its key `request:{leadId}`,
 * then appends LeadErased. Used by the pro's delete, the sender's withdrawal, the retention job and
 * the deleted-account reactors.
 *
 * The order is chosen so that a failure never leaves the data readable while the log says it is
 * gone: the rule is decided first (only its pro, its sender or the platform; nothing is destroyed
 * for anyone else), then the key is destroyed, then the event is appended. If the append fails, the
 * log already reads the request erased; the request is still listed, so a retry (the caller's, or
 * the next retention run) decides again, finds it not yet erased and appends the event; destroying
 * an already destroyed key changes nothing. The other order could leave a LeadErased in the log
 * with the key alive, and nothing would ever try again.
 */
export async function eraseLead(
  { eventStore, keyStore, pipeline }: LeadErasureDependencies,
  {
    leadId,
    by,
    now,
    commandId,
    metadata,
  }: { leadId: string; by: LeadEraser; now: Date } & Pick<CommandEnvelope<unknown>, 'commandId' | 'metadata'>,
): Promise<{ position: number }> {
  const streamId = streamIds.lead(leadId);
  const command = { type: 'EraseLead' as const, leadId, by, now: now.toISOString() };
  const stored = await eventStore.readStream(streamId);
  // Throws LEAD.NOT_FOUND for anyone the request is not theirs to erase, before anything changes.
  leadDecider.decide(
    command,
    fold(
      leadDecider,
      stored.map((event) => ({ type: event.type, data: event.data }) as LeadEvent),
    ),
  );
  await keyStore.destroy(requestSubject(leadId), now);
  const { position } = await pipeline.run(leadDecider, { commandId, streamId, command, metadata });
  return { position };
}
