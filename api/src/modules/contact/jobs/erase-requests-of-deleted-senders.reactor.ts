import { defineReactor, leadsProjection, type LeadDocument, type Reactor } from '@gp/projections';
import type { EventStore, KeyStore, ReadStore } from '@gp/shared/server';
import type { CommandPipeline } from '../../../core/commands/command-pipeline';
import { DomainError } from '../../../core/errors/domain-error';
import { deterministicUuid } from '../../../core/ids/ids';
import { eraseLead } from '../erase-lead/erase-lead';

export const ERASE_REQUESTS_OF_DELETED_SENDERS = 'erase-requests-of-deleted-senders';

export interface ErasingRequestsDependencies {
  pipeline: CommandPipeline;
  eventStore: EventStore;
  keyStore: KeyStore;
  readStore: ReadStore;
  /**
   * Resolves true once the read models hold every event up to `position`: the leads read model then
   * lists every request the person sent before their account was deleted.
   */
  readModelsReached: (position: number) => Promise<boolean>;
}

/**
 * AccountDeleted → every request the person sent (the leads read model by senderId) is erased with
 * the reason 'sender-deleted': its key destroyed, so their name, number and message leave every
 * pro's inbox and read as erased in the log. Command ids derive from the event, so a redelivered
 * event appends nothing; a request already erased writes nothing.
 */
export function eraseRequestsOfDeletedSendersReactor({
  readModelsReached,
  readStore,
  ...erasure
}: ErasingRequestsDependencies): Reactor {
  return defineReactor({
    name: ERASE_REQUESTS_OF_DELETED_SENDERS,
    handles: ['AccountDeleted'],
    async react(event) {
      // A request sent just before the deletion may not be projected yet: wait for it, or retry later.
      if (!(await readModelsReached(event.position)))
        throw new Error(`The read models did not reach ${event.position} in time`);
      const { userId, deletedAt } = event.data;
      const sent = await readStore
        .collection<LeadDocument>(leadsProjection.collection)
        .find({ senderId: userId }, { sort: { sentAt: 1 } });
      let position = 0;
      for (const lead of sent) {
        // A refusal is that command's answer (the request is not there to erase): go on with the others.
        const outcome = await eraseLead(erasure, {
          leadId: lead._id,
          by: { kind: 'system', reason: 'sender-deleted' },
          now: new Date(deletedAt),
          commandId: deterministicUuid(event.id, ERASE_REQUESTS_OF_DELETED_SENDERS, lead._id),
          metadata: {
            actorId: event.metadata.actorId,
            onBehalfOf: event.metadata.onBehalfOf ?? null,
            correlationId: event.metadata.correlationId ?? event.id,
          },
        }).catch((error: unknown) => {
          if (error instanceof DomainError) return { position: 0 };
          throw error;
        });
        position = Math.max(position, outcome.position);
      }
      return position;
    },
  }) as Reactor;
}
