import { isProfilePublic, type EventOfType, type RecordedDomainEvent, type StarCounts } from '@gp/shared';

/** `removed` is absent in documents folded before reviews could be removed: absent means not removed. */
type ReviewStanding = { rating: number; approved: boolean; authenticated: boolean; removed?: boolean };

/** A contractor's reviews as far as their rating goes: each review's standing and the star counts of the live ones. */
export type ReviewStandings = {
  reviews: Record<string, ReviewStanding>;
  starCounts: StarCounts;
  liveCount: number;
};

export const NO_REVIEW_STANDINGS: ReviewStandings = { reviews: {}, starCounts: [0, 0, 0, 0, 0], liveCount: 0 };

/** The review events that move a contractor's rating; `contractorId` names the contractor. */
export const RATING_EVENTS = [
  'ReviewSubmitted',
  'ReviewAuthorLinked',
  'ReviewApproved',
  'ReviewUnapproved',
  'ReviewRemoved',
  'ReviewRestored',
  'ReviewEdited',
  'ReviewWithdrawn',
] as const;
export type RatingEvent = RecordedDomainEvent<EventOfType<(typeof RATING_EVENTS)[number]>>;

/** A review is live once approved, its author is an account (spec §1) and no admin removed it; only live reviews count. */
function counted(reviews: Record<string, ReviewStanding>): ReviewStandings {
  const counts = [0, 0, 0, 0, 0];
  for (const review of Object.values(reviews)) {
    if (review.approved && review.authenticated && !review.removed) counts[review.rating - 1]! += 1;
  }
  return {
    reviews,
    starCounts: counts as unknown as StarCounts,
    liveCount: counts.reduce((sum, value) => sum + value, 0),
  };
}

/** The standing of one review after an event: undefined when the review is gone (withdrawn) or unknown. */
function standingAfter(current: ReviewStanding | undefined, event: RatingEvent): ReviewStanding | undefined {
  if (event.type === 'ReviewSubmitted')
    return { rating: event.data.rating, approved: false, authenticated: !event.data.authorIsAnonymous };
  if (!current) return undefined;
  switch (event.type) {
    case 'ReviewAuthorLinked':
      return { ...current, authenticated: true };
    case 'ReviewApproved':
      return { ...current, approved: true };
    case 'ReviewUnapproved':
      return { ...current, approved: false };
    case 'ReviewRemoved':
      return { ...current, removed: true };
    case 'ReviewRestored':
      return { ...current, removed: false };
    case 'ReviewEdited':
      // An edited review goes back to moderation.
      return { ...current, rating: event.data.rating, approved: false };
    case 'ReviewWithdrawn':
      return undefined;
  }
}

/** The standings after one review event; the same standings when the event concerns a review they do not know. */
export function withRatingEvent(standings: ReviewStandings, event: RatingEvent): ReviewStandings {
  const { reviewId } = event.data;
  const current = standings.reviews[reviewId];
  if (event.type !== 'ReviewSubmitted' && !current) return standings;
  const standing = standingAfter(current, event);
  if (standing) return counted({ ...standings.reviews, [reviewId]: standing });
  const { [reviewId]: _withdrawn, ...rest } = standings.reviews;
  return counted(rest);
}

/** The publication rule, applied once when the projection folds the event, never at query time. */
export const isPublicWith = (standings: ReviewStandings) => isProfilePublic(standings.liveCount);
