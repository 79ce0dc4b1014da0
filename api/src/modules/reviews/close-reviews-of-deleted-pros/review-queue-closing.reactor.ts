import { defineReactor, type Reactor } from '@gp/projections';
import { streamIds } from '@gp/shared';
import type { KeyValueStore } from '@gp/shared/server';
import type { CommandPipeline } from '../../../core/commands/command-pipeline';
import { deterministicUuid } from '../../../core/ids/ids';
import { reviewDecider } from '../review.decider';

export const REVIEW_QUEUE_CLOSING = 'review-queue-closing';

/**
 * The reviews written about each pro, kept in the KeyValue port beside the reactor's checkpoint
 * (see keyValueCheckpoints): state and checkpoint must last equally long.
 */
export const reviewsOfProKey = (proId: string) => `${REVIEW_QUEUE_CLOSING}:pro:${proId}`;

/**
 * When a pro's account is deleted (AccountDeleted), the reviews about them still awaiting moderation
 * leave the queue: each is removed with the reason `pro-account-deleted` in its own history, so an
 * admin never spends time on a review of a profile that is gone, and its author is told why.
 *
 * Like the author-linking reactor, it remembers each pro's reviews from ReviewSubmitted itself and
 * depends on no read model's progress. The decider closes only a review still pending and not
 * removed; command ids derive from the event id, so a redelivered event appends nothing.
 */
export function reviewQueueClosingReactor(pipeline: CommandPipeline, keyValue: KeyValueStore): Reactor {
  const reviewsOf = async (proId: string): Promise<string[]> =>
    JSON.parse((await keyValue.get(reviewsOfProKey(proId))) ?? '[]') as string[];

  return defineReactor({
    name: REVIEW_QUEUE_CLOSING,
    handles: ['ReviewSubmitted', 'AccountDeleted'],
    async react(event) {
      if (event.type === 'ReviewSubmitted') {
        const { contractorId, reviewId } = event.data;
        const known = await reviewsOf(contractorId);
        if (!known.includes(reviewId))
          await keyValue.set(reviewsOfProKey(contractorId), JSON.stringify([...known, reviewId]));
        return 0;
      }
      const { userId } = event.data;
      let position = 0;
      for (const reviewId of await reviewsOf(userId)) {
        const outcome = await pipeline.run(reviewDecider, {
          commandId: deterministicUuid(event.id, REVIEW_QUEUE_CLOSING, reviewId),
          streamId: streamIds.review(reviewId),
          command: { type: 'CloseReviewOfDeletedPro', reviewId, now: event.recordedAt },
          metadata: {
            actorId: event.metadata.actorId,
            onBehalfOf: event.metadata.onBehalfOf ?? null,
            correlationId: event.metadata.correlationId ?? event.id,
          },
        });
        position = Math.max(position, outcome.position);
      }
      // Nothing about a deleted account is written again; what it held is no longer needed.
      await keyValue.delete(reviewsOfProKey(userId));
      return position;
    },
  }) as Reactor;
}
