import { defineReactor, type Reactor } from '@gp/projections';
import { streamIds, type RecordedDomainEvent } from '@gp/shared';
import {
  personSubject,
  type Clock,
  type EventStore,
  type JobQueue,
  type KeyStore,
  type KeyValueStore,
} from '@gp/shared/server';
import type { CommandPipeline } from '../../../core/commands/command-pipeline';
import { deterministicUuid } from '../../../core/ids/ids';
import { DELETE_PHOTO_FILES, type PhotoJobData } from '../../photos/public';
import { reviewDecider } from '../../reviews/public';
import { userAccessDecider, userPhotosDecider } from '../../users/public';

export const FORGETTING = 'forgetting';

/** The reviews a person wrote (as author) or that were written about them (as pro), kept beside the checkpoint. */
export const forgettingReviewsKey = (party: 'author' | 'pro', userId: string) => `${FORGETTING}:${party}:${userId}`;

/** The job id of a forgotten person's photo's file deletion: not the owner's removal's (the photo id). */
export const erasedPhotoJobId = (photoId: string) => `${photoId}-erased`;

export interface ForgettingDeps {
  pipeline: CommandPipeline;
  eventStore: EventStore;
  keyValue: KeyValueStore;
  keys: KeyStore;
  jobs: JobQueue;
  clock: Clock;
}

/**
 * Forgetting a deleted account (issue 37, docs/personal-data.md). On AccountDeleted: each review
 * the person wrote, or replied to as the pro, records that their part of it is erased
 * (ReviewPersonalDataErased: the reviews read model drops it, one review per event); then their key
 * `person:{userId}` and the keys of the anonymous sessions linked to them are destroyed, so every
 * sealed field of theirs reads as erased in the log and its backups; the photos the account still
 * has are removed (PhotoRemoved: out of the moderation queue) and the files of every photo it ever
 * uploaded are deleted (a job each, retried); last, PersonalDataErased on their stream says when
 * and by whom.
 *
 * A reactor rather than the delete's handler: the handler's AccountDeleted is the one fact both
 * deletes (the console's, the person's own) append, and what follows from it runs once for either,
 * retried from the checkpoint if a step fails — and, on a log written before forgetting existed,
 * for every account deleted before (the reactor starts from the beginning). Each step is
 * idempotent: command ids derive from the event id and the deciders record each erasure once; a
 * destroyed key stays destroyed; a job id is enqueued once.
 *
 * It remembers the reviews per author and per pro from ReviewSubmitted itself, so it depends on
 * no read model's progress; the linked anonymous sessions and the photos come from the user's stream.
 */
export function forgettingReactor({ pipeline, eventStore, keyValue, keys, jobs, clock }: ForgettingDeps): Reactor {
  const reviewsOf = async (party: 'author' | 'pro', userId: string): Promise<string[]> =>
    JSON.parse((await keyValue.get(forgettingReviewsKey(party, userId))) ?? '[]') as string[];
  const remember = async (party: 'author' | 'pro', userId: string, reviewId: string) => {
    const known = await reviewsOf(party, userId);
    if (!known.includes(reviewId))
      await keyValue.set(forgettingReviewsKey(party, userId), JSON.stringify([...known, reviewId]));
  };

  const metadataOf = (event: RecordedDomainEvent) => ({
    actorId: event.metadata.actorId,
    onBehalfOf: event.metadata.onBehalfOf ?? null,
    correlationId: event.metadata.correlationId ?? event.id,
  });

  return defineReactor({
    name: FORGETTING,
    handles: ['ReviewSubmitted', 'AccountDeleted'],
    async react(event) {
      if (event.type === 'ReviewSubmitted') {
        const { reviewId, authorId, contractorId } = event.data;
        await remember('author', authorId, reviewId);
        await remember('pro', contractorId, reviewId);
        return 0;
      }
      const { userId } = event.data;
      const history = await eventStore.readStream(streamIds.user(userId));
      const anonymousIds = history.flatMap((stored) =>
        stored.type === 'AnonymousUserLinked' ? [(stored.data as { anonymousUserId: string }).anonymousUserId] : [],
      );
      const photoIds = history.flatMap((stored) =>
        stored.type === 'PhotoUploaded' ? [(stored.data as { photoId: string }).photoId] : [],
      );
      // The owner deleted it themselves, as themselves; anyone else (an admin, or one viewing as them) is an admin.
      const by = event.metadata.actorId === userId && !event.metadata.onBehalfOf ? 'owner' : 'admin';
      const now = clock.now();
      let position = 0;

      const written = (await Promise.all([userId, ...anonymousIds].map((id) => reviewsOf('author', id)))).flat();
      const parts = [
        ...written.map((reviewId) => ({ reviewId, party: 'author' as const })),
        ...(await reviewsOf('pro', userId)).map((reviewId) => ({ reviewId, party: 'pro' as const })),
      ];
      for (const { reviewId, party } of parts) {
        const outcome = await pipeline.run(reviewDecider, {
          commandId: deterministicUuid(event.id, FORGETTING, reviewId, party),
          streamId: streamIds.review(reviewId),
          command: { type: 'EraseReviewPersonalData', reviewId, party, now: now.toISOString() },
          metadata: metadataOf(event),
        });
        position = Math.max(position, outcome.position);
      }

      // The photos it still has leave the moderation queue (PhotoRemoved); every one it uploaded loses its files.
      const photosGone = await pipeline.run(userPhotosDecider, {
        commandId: deterministicUuid(event.id, FORGETTING, 'photos'),
        streamId: streamIds.user(userId),
        command: { type: 'ForgetPhotos', userId, now: now.toISOString() },
        metadata: metadataOf(event),
      });
      position = Math.max(position, photosGone.position);

      for (const id of [userId, ...anonymousIds]) await keys.destroy(personSubject(id), now);

      for (const photoId of photoIds)
        await jobs.enqueue<PhotoJobData>(
          DELETE_PHOTO_FILES,
          { userId, photoId },
          { jobId: erasedPhotoJobId(photoId), attempts: 5 },
        );

      const erased = await pipeline.run(userAccessDecider, {
        commandId: deterministicUuid(event.id, FORGETTING, 'erased'),
        streamId: streamIds.user(userId),
        command: { type: 'ErasePersonalData', userId, by, now: now.toISOString() },
        metadata: metadataOf(event),
      });
      // Nothing about a deleted account is written again; what it held is no longer needed.
      await Promise.all([userId, ...anonymousIds].map((id) => keyValue.delete(forgettingReviewsKey('author', id))));
      await keyValue.delete(forgettingReviewsKey('pro', userId));
      return Math.max(position, erased.position);
    },
  }) as Reactor;
}
