import { defineReactor, leadsProjection, type LeadDocument, type Reactor } from '@gp/projections';
import type { EventStore, KeyStore, ReadStore } from '@gp/shared/server';
import type { CommandPipeline } from '../../../core/commands/command-pipeline';
import { DomainError } from '../../../core/errors/domain-error';
import { deterministicUuid } from '../../../core/ids/ids';
import { eraseLead } from '../erase-lead/erase-lead';

export const ERASE_REQUESTS_OF_DELETED_SENDERS = 'erase-requests-of-deleted-senders';
export const ERASE_REQUESTS_OF_DELETED_PROS = 'erase-requests-of-deleted-pros';

/**
 * The two sides of a request a deleted account can be on: the requests the person sent (their own
 * name, number and message) and, for a pro, the requests they received (clients' data that no one
 * can read once the pro is gone). Each side is a reactor of its own, with its own checkpoint.
 */
const SIDES = {
  sender: { name: ERASE_REQUESTS_OF_DELETED_SENDERS, field: 'senderId', reason: 'sender-deleted' },
  pro: { name: ERASE_REQUESTS_OF_DELETED_PROS, field: 'proId', reason: 'pro-deleted' },
} as const;

export interface ErasingRequestsDependencies {
  pipeline: CommandPipeline;
  eventStore: EventStore;
  keyStore: KeyStore;
  readStore: ReadStore;
  /**
   * Resolves true once the read models hold every event up to `position`: the leads read model then
   * lists every request sent by or to the person before their account was deleted.
   */
  readModelsReached: (position: number) => Promise<boolean>;
}

/**
 * AccountDeleted → every request on the person's `side` (the leads read model by senderId or by
 * proId) is erased with the reason 'sender-deleted' or 'pro-deleted': its key destroyed, so the
 * name, number and message leave every inbox and read as erased in the log. Command ids derive from
 * the event, so a redelivered event appends nothing; a request already erased writes nothing.
 */
export function eraseRequestsOfDeletedAccountsReactor(
  side: keyof typeof SIDES,
  { readModelsReached, readStore, ...erasure }: ErasingRequestsDependencies,
): Reactor {
  const { name, field, reason } = SIDES[side];
  return defineReactor({
    name,
    handles: ['AccountDeleted'],
    async react(event) {
      // A request sent just before the deletion may not be projected yet: wait for it, or retry later.
      if (!(await readModelsReached(event.position)))
        throw new Error(`The read models did not reach ${event.position} in time`);
      const { userId, deletedAt } = event.data;
      const requests = await readStore
        .collection<LeadDocument>(leadsProjection.collection)
        .find({ [field]: userId }, { sort: { sentAt: 1 } });
      let position = 0;
      for (const lead of requests) {
        // A refusal is that command's answer (the request is not there to erase): go on with the others.
        const outcome = await eraseLead(erasure, {
          leadId: lead._id,
          by: { kind: 'system', reason },
          now: new Date(deletedAt),
          commandId: deterministicUuid(event.id, name, lead._id),
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
