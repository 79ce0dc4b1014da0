import type { StarCounts } from '@gp/shared';
import { defineProjection } from '../runtime/projection';

type ReviewStanding = { rating: number; approved: boolean; authenticated: boolean };

/** Per contractor: the standing of each review and the star counts of the live ones. */
export type ContractorRatingDocument = {
  _id: string;
  reviews: Record<string, ReviewStanding>;
  starCounts: StarCounts;
  liveCount: number;
};

function withCounts(doc: Omit<ContractorRatingDocument, 'starCounts' | 'liveCount'>): ContractorRatingDocument {
  const counts = [0, 0, 0, 0, 0];
  for (const review of Object.values(doc.reviews)) {
    if (review.approved && review.authenticated) counts[review.rating - 1]! += 1;
  }
  return { ...doc, starCounts: counts as unknown as StarCounts, liveCount: counts.reduce((sum, value) => sum + value, 0) };
}

export const contractorRatingsProjection = defineProjection({
  name: 'contractorRatings',
  collection: 'contractorRatings',
  handles: ['ReviewSubmitted', 'ReviewAuthorLinked', 'ReviewApproved', 'ReviewUnapproved'],
  documentId: (event) => event.data.contractorId,
  evolve: (doc: ContractorRatingDocument | null, event): ContractorRatingDocument | null => {
    const reviews = doc?.reviews ?? {};
    const { reviewId } = event.data;
    const current = reviews[reviewId];
    const standing: ReviewStanding | undefined =
      event.type === 'ReviewSubmitted'
        ? { rating: event.data.rating, approved: false, authenticated: !event.data.authorIsAnonymous }
        : current && {
            ...current,
            ...(event.type === 'ReviewAuthorLinked' ? { authenticated: true } : { approved: event.type === 'ReviewApproved' }),
          };
    if (!standing) return doc;
    return withCounts({ _id: event.data.contractorId, reviews: { ...reviews, [reviewId]: standing } });
  },
});
