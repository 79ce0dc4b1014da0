import { defineReactor, type Reactor } from '@gp/projections';
import { streamIds, type RecordedDomainEvent } from '@gp/shared';
import type { KeyValueStore } from '@gp/shared/server';
import type { CommandPipeline } from '../../../core/commands/command-pipeline';
import { DomainError } from '../../../core/errors/domain-error';
import { deterministicUuid } from '../../../core/ids/ids';
import { reviewDecider } from '../review.decider';

export const REVIEW_AUTHOR_LINKING = 'review-author-linking';

/** The reactor's own state: the reviews an anonymous user wrote, and the account it became. */
export type AnonymousAuthor = { reviewIds: string[]; linkedTo: string | null };

/**
 * Kept in the KeyValue port beside the reactor's checkpoint (see keyValueCheckpoints): state and
 * checkpoint must last equally long, or a restart would resume past the reviews it forgot.
 */
export const anonymousAuthorKey = (anonymousUserId: string) => `${REVIEW_AUTHOR_LINKING}:author:${anonymousUserId}`;

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
  keyValue: KeyValueStore,
  log: (line: string) => void,
): Reactor {
  // One follower handles one event at a time, so a read and the write after it never interleave.
  const authors = {
    async load(anonymousUserId: string): Promise<AnonymousAuthor> {
      const stored = await keyValue.get(anonymousAuthorKey(anonymousUserId));
      return stored === null ? { reviewIds: [], linkedTo: null } : (JSON.parse(stored) as AnonymousAuthor);
    },
    save: (anonymousUserId: string, author: AnonymousAuthor) =>
      keyValue.set(anonymousAuthorKey(anonymousUserId), JSON.stringify(author)),
  };

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
        const author = await authors.load(authorId);
        if (!author.reviewIds.includes(reviewId))
          await authors.save(authorId, { ...author, reviewIds: [...author.reviewIds, reviewId] });
        return author.linkedTo ? link(event, [reviewId], authorId, author.linkedTo) : 0;
      }
      const { userId, anonymousUserId } = event.data;
      const author = await authors.load(anonymousUserId);
      await authors.save(anonymousUserId, { ...author, linkedTo: userId });
      return link(event, author.reviewIds, anonymousUserId, userId);
    },
  }) as Reactor;
}
