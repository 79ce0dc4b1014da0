import { defineReactor, type Reactor } from '@gp/projections';
import { streamIds, type RecordedDomainEvent } from '@gp/shared';
import type { ReadStore } from '@gp/shared/server';
import type { CommandPipeline } from '../../../core/commands/command-pipeline';
import { DomainError } from '../../../core/errors/domain-error';
import { deterministicUuid } from '../../../core/ids/ids';
import { reviewDecider } from '../review.decider';

export const REVIEW_AUTHOR_LINKING = 'review-author-linking';

/** The reactor's own state: the reviews an anonymous user wrote, and the account it became. */
export type AnonymousAuthorDocument = { _id: string; reviewIds: string[]; linkedTo: string | null };
export const ANONYMOUS_AUTHORS_COLLECTION = 'anonymousReviewAuthors';

/**
 * When an anonymous reviewer signs in or creates an account (AnonymousUserLinked), their reviews
 * become the account's (ReviewAuthorLinked), which is what lets an approved review go live.
 *
 * It remembers each anonymous author's reviews from ReviewSubmitted itself, so it depends on no
 * read model's progress; a review submitted after the link (a request racing the sign-in) is
 * linked as it arrives. Command ids derive from the event id: a redelivered event appends nothing.
 */
export function reviewAuthorLinkingReactor(
  pipeline: CommandPipeline,
  readStore: ReadStore,
  log: (line: string) => void,
): Reactor {
  const authors = readStore.collection<AnonymousAuthorDocument>(ANONYMOUS_AUTHORS_COLLECTION);

  const link = async (
    event: RecordedDomainEvent,
    reviewIds: readonly string[],
    anonymousAuthorId: string,
    authorId: string,
  ): Promise<number> => {
    let position = 0;
    for (const reviewId of reviewIds) {
      try {
        const outcome = await pipeline.run(reviewDecider, {
          commandId: deterministicUuid(event.id, REVIEW_AUTHOR_LINKING, reviewId),
          streamId: streamIds.review(reviewId),
          command: { type: 'LinkReviewAuthor', reviewId, anonymousAuthorId, authorId, now: event.recordedAt },
          metadata: {
            actorId: event.metadata.actorId,
            onBehalfOf: event.metadata.onBehalfOf ?? null,
            correlationId: event.metadata.correlationId ?? event.id,
          },
        });
        position = Math.max(position, outcome.position);
      } catch (error) {
        // A refusal (the account is the reviewed contractor) is the answer for this review, not a
        // failure of the reactor. A lost race is not an answer: it stops the reactor, which retries on restart.
        if (!(error instanceof DomainError) || error.code === 'CONCURRENCY.CONFLICT') throw error;
        log(`${REVIEW_AUTHOR_LINKING}: review ${reviewId} stays anonymous (${error.code})`);
      }
    }
    return position;
  };

  return defineReactor({
    name: REVIEW_AUTHOR_LINKING,
    handles: ['ReviewSubmitted', 'AnonymousUserLinked'],
    async react(event) {
      if (event.type === 'ReviewSubmitted') {
        const { authorId, authorIsAnonymous, reviewId } = event.data;
        if (!authorIsAnonymous) return 0;
        await authors.updateOne(
          { _id: authorId },
          { $addToSet: { reviewIds: reviewId }, $setOnInsert: { linkedTo: null } },
          { upsert: true },
        );
        const author = await authors.findOne({ _id: authorId });
        return author?.linkedTo ? link(event, [reviewId], authorId, author.linkedTo) : 0;
      }
      const { userId, anonymousUserId } = event.data;
      await authors.updateOne(
        { _id: anonymousUserId },
        { $set: { linkedTo: userId }, $setOnInsert: { reviewIds: [] } },
        { upsert: true },
      );
      const author = await authors.findOne({ _id: anonymousUserId });
      return link(event, author?.reviewIds ?? [], anonymousUserId, userId);
    },
  }) as Reactor;
}
