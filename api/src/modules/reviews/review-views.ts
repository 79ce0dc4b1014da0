import type { AdminReview, AuthoredReview, ProfileReview, PublicReview } from '@gp/shared';
import type { ReviewDocument } from '@gp/projections';

/** The audiences of a review: the public never sees the stated email, nor a reply an admin hid; only admins do. */
export function publicReview(review: ReviewDocument): PublicReview {
  // A document projected before replies existed has no `reply` field.
  const reply = review.reply ?? null;
  return {
    id: review._id,
    authorName: review.authorName,
    rating: review.rating,
    title: review.title,
    body: review.body,
    createdAt: review.createdAt,
    // A forgotten pro's reply reads as erased (''): nothing left to show.
    reply: reply && !reply.hidden && reply.text ? { text: reply.text, repliedAt: reply.repliedAt } : null,
  };
}

/** A review on its contractor's own profile page: their reply even when an admin hid it, marked so. */
export function ownerReview(review: ReviewDocument): ProfileReview {
  const reply = review.reply ?? null;
  return { ...publicReview(review), reply: reply && { ...reply } };
}

export function authoredReview(review: ReviewDocument, contractorName: string | null): AuthoredReview {
  return {
    ...publicReview(review),
    contractorId: review.contractorId,
    contractorName,
    status: review.status,
    isLive: review.isLive,
    removal: review.removal ?? null,
  };
}

export function adminReview(
  review: ReviewDocument,
  contractorName: string | null,
  authorAccountName: string | null,
): AdminReview {
  return {
    ...authoredReview(review, contractorName),
    reply: review.reply ? { ...review.reply } : null,
    statedEmail: review.statedEmail,
    authorId: review.authorId,
    authorAccountName,
    authorIsAnonymous: review.authorIsAnonymous,
    revision: review.revision,
  };
}
