import type { AdminReview, AuthoredReview, PublicReview } from '@gp/shared';
import type { ReviewDocument } from '@gp/projections';

/** The three audiences of a review: the public never sees the stated email; only admins do. */
export function publicReview(review: ReviewDocument): PublicReview {
  return {
    id: review._id,
    authorName: review.authorName,
    rating: review.rating,
    title: review.title,
    body: review.body,
    createdAt: review.createdAt,
  };
}

export function authoredReview(review: ReviewDocument, contractorName: string | null): AuthoredReview {
  return {
    ...publicReview(review),
    contractorId: review.contractorId,
    contractorName,
    status: review.status,
    isLive: review.isLive,
  };
}

export function adminReview(
  review: ReviewDocument,
  contractorName: string | null,
  authorAccountName: string | null,
): AdminReview {
  return {
    ...authoredReview(review, contractorName),
    statedEmail: review.statedEmail,
    authorId: review.authorId,
    authorAccountName,
    authorIsAnonymous: review.authorIsAnonymous,
    revision: review.revision,
  };
}
