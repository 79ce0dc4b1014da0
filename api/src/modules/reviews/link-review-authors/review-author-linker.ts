import { Inject, Injectable, Module } from '@nestjs/common';
import { streamIds } from '@gp/shared';
import { EVENT_STORE, READ_STORE, type EventStore, type ReadStore } from '@gp/shared/server';
import { reviewsProjection, type ReviewDocument } from '@gp/projections';
import { CommandPipeline } from '../../../core/commands/command-pipeline';
import { type CommandContext, stepContext } from '../../../core/http/command-context';
import { PROJECTION_PROGRESS, type ProjectionProgress } from '../../../core/queries/projection-progress';
import { reviewDecider } from '../review.decider';

/** How long a sign-in waits for the read models to show every review the anonymous session wrote. */
const CATCH_UP_MS = 2_000;

/**
 * When an anonymous reviewer signs in or creates an account, their reviews become the account's
 * (ReviewAuthorLinked), which is what lets an approved review go live.
 */
@Injectable()
export class ReviewAuthorLinker {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PROJECTION_PROGRESS) private readonly progress: ProjectionProgress,
  ) {}

  /** Links every review of the anonymous user; returns the position of the last event appended (0 if none). */
  async linkAll(anonymousUserId: string, userId: string, context: CommandContext): Promise<number> {
    await this.progress.waitFor(await this.eventStore.headPosition(), CATCH_UP_MS);
    const reviews = await this.readStore.collection<ReviewDocument>(reviewsProjection.collection).find({ authorId: anonymousUserId }, { projection: { _id: 1 } });
    let position = 0;
    for (const { _id: reviewId } of reviews) {
      const outcome = await this.pipeline.run(reviewDecider, {
        ...stepContext(context, `link-review-${reviewId}`),
        streamId: streamIds.review(reviewId),
        command: { type: 'LinkReviewAuthor', reviewId, anonymousAuthorId: anonymousUserId, authorId: userId, now: new Date().toISOString() },
      });
      position = Math.max(position, outcome.position);
    }
    return position;
  }
}

/** Its own module, so the accounts module can use it without depending on the whole reviews module. */
@Module({ providers: [ReviewAuthorLinker], exports: [ReviewAuthorLinker] })
export class ReviewLinkingModule {}
