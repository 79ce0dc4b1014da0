import type { ReviewSubmitted } from '@gp/shared';
import { defineProjection } from '../runtime/projection';

/** One review, for the admin queue, the author's own list and the profile's list. Holds the stated email: server-side only. */
export type ReviewDocument = Omit<ReviewSubmitted['data'], 'reviewId' | 'submittedAt'> & {
  _id: string;
  status: 'pending' | 'approved';
  /** Approved and by an author who has signed in: shown on the profile and counted. */
  isLive: boolean;
  createdAt: string;
  /** The stream revision after the last event: what approve/unapprove expect. */
  revision: number;
};

const live = (doc: Pick<ReviewDocument, 'status' | 'authorIsAnonymous'>) =>
  doc.status === 'approved' && !doc.authorIsAnonymous;

export const reviewsProjection = defineProjection({
  name: 'reviews',
  collection: 'reviews',
  handles: ['ReviewSubmitted', 'ReviewAuthorLinked', 'ReviewApproved', 'ReviewUnapproved'],
  documentId: (event) => event.data.reviewId,
  evolve: (doc: ReviewDocument | null, event): ReviewDocument | null => {
    if (event.type === 'ReviewSubmitted') {
      const { reviewId, submittedAt, ...submitted } = event.data;
      return {
        _id: reviewId,
        ...submitted,
        status: 'pending',
        isLive: false,
        createdAt: submittedAt,
        revision: event.revision,
      };
    }
    if (!doc) return null;
    const next: ReviewDocument =
      event.type === 'ReviewAuthorLinked'
        ? { ...doc, authorId: event.data.authorId, authorIsAnonymous: false }
        : { ...doc, status: event.type === 'ReviewApproved' ? 'approved' : 'pending' };
    return { ...next, isLive: live(next), revision: event.revision };
  },
  indexes: [
    { name: 'status_createdAt', keys: { status: 1, createdAt: -1 } },
    { name: 'contractorId_isLive_createdAt', keys: { contractorId: 1, isLive: 1, createdAt: -1 } },
    { name: 'authorId_createdAt', keys: { authorId: 1, createdAt: -1 } },
  ],
});
