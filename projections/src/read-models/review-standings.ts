import { isProfilePublic, type EventOfType, type RecordedDomainEvent, type StarCounts } from '@gp/shared';

type ReviewStanding = { rating: number; approved: boolean; authenticated: boolean };

/** A contractor's reviews as far as their rating goes: each review's standing and the star counts of the live ones. */
export type ReviewStandings = {
  reviews: Record<string, ReviewStanding>;
  starCounts: StarCounts;
  liveCount: number;
};

export const NO_REVIEW_STANDINGS: ReviewStandings = { reviews: {}, starCounts: [0, 0, 0, 0, 0], liveCount: 0 };

/** The review events that move a contractor's rating; `contractorId` names the contractor. */
export const RATING_EVENTS = ['ReviewSubmitted', 'ReviewAuthorLinked', 'ReviewApproved', 'ReviewUnapproved'] as const;
export type RatingEvent = RecordedDomainEvent<EventOfType<(typeof RATING_EVENTS)[number]>>;

/** A review is live once approved and its author is an account (spec §1); only live reviews count. */
function counted(reviews: Record<string, ReviewStanding>): ReviewStandings {
  const counts = [0, 0, 0, 0, 0];
  for (const review of Object.values(reviews)) {
    if (review.approved && review.authenticated) counts[review.rating - 1]! += 1;
  }
  return {
    reviews,
    starCounts: counts as unknown as StarCounts,
    liveCount: counts.reduce((sum, value) => sum + value, 0),
  };
}

/** The standings after one review event; the same standings when the event concerns a review they do not know. */
export function withRatingEvent(standings: ReviewStandings, event: RatingEvent): ReviewStandings {
  const { reviewId } = event.data;
  const current = standings.reviews[reviewId];
  const standing: ReviewStanding | undefined =
    event.type === 'ReviewSubmitted'
      ? { rating: event.data.rating, approved: false, authenticated: !event.data.authorIsAnonymous }
      : current && {
          ...current,
          ...(event.type === 'ReviewAuthorLinked'
            ? { authenticated: true }
            : { approved: event.type === 'ReviewApproved' }),
        };
  return standing ? counted({ ...standings.reviews, [reviewId]: standing }) : standings;
}

/** The publication rule, applied once when the projection folds the event, never at query time. */
export const isPublicWith = (standings: ReviewStandings) => isProfilePublic(standings.liveCount);
