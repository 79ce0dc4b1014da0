import type { ReviewRemoval, ReviewSubmitted } from '@gp/shared';
import { defineProjection } from '../runtime/projection';

/** One review, for the admin queue, the author's own list and the profile's list. Holds the stated email: server-side only. */
export type ReviewDocument = Omit<ReviewSubmitted['data'], 'reviewId' | 'submittedAt'> & {
  _id: string;
  /** Kept while the review is removed: a restored review has the status it had. */
  status: 'pending' | 'approved';
  /** Approved, by an author who has signed in and not removed: shown on the profile and counted. */
  isLive: boolean;
  /** Pending and not removed: waiting for an admin's decision, at the head of the console's list. */
  queued: boolean;
  /** Set while an admin has the review removed (absent in documents folded before removals existed). */
  removal?: ReviewRemoval | null;
  createdAt: string;
  /** The contractor's reply; `hidden` while an admin has it hidden (the contractor's edits stay hidden too). */
  reply: { text: string; repliedAt: string; hidden: boolean } | null;
  /** The stream revision after the last event: what approve/unapprove/remove/restore expect. */
  revision: number;
};

const live = (doc: Pick<ReviewDocument, 'status' | 'authorIsAnonymous' | 'removal'>) =>
  doc.status === 'approved' && !doc.authorIsAnonymous && !doc.removal;
const queued = (doc: Pick<ReviewDocument, 'status' | 'removal'>) => doc.status === 'pending' && !doc.removal;

export const reviewsProjection = defineProjection({
  name: 'reviews',
  collection: 'reviews',
  handles: [
    'ReviewSubmitted',
    'ReviewAuthorLinked',
    'ReviewApproved',
    'ReviewUnapproved',
    'ReviewReplied',
    'ReviewReplyHidden',
    'ReviewReplyShown',
    'ReviewRemoved',
    'ReviewRestored',
    'ReviewEdited',
    'ReviewWithdrawn',
    'ReviewPersonalDataErased',
  ],
  documentId: (event) => event.data.reviewId,
  evolve: (doc: ReviewDocument | null, event): ReviewDocument | null => {
    if (event.type === 'ReviewSubmitted') {
      const { reviewId, submittedAt, ...submitted } = event.data;
      return {
        _id: reviewId,
        ...submitted,
        status: 'pending',
        isLive: false,
        queued: true,
        removal: null,
        createdAt: submittedAt,
        reply: null,
        revision: event.revision,
      };
    }
    if (!doc) return null;
    const next = ((): ReviewDocument | null => {
      switch (event.type) {
        case 'ReviewAuthorLinked':
          return { ...doc, authorId: event.data.authorId, authorIsAnonymous: false };
        case 'ReviewApproved':
          return { ...doc, status: 'approved' };
        case 'ReviewUnapproved':
          return { ...doc, status: 'pending' };
        case 'ReviewReplied': {
          // An admin's hide holds through the pro's edits, until an admin shows the reply again.
          const { text, repliedAt } = event.data;
          return { ...doc, reply: { text, repliedAt, hidden: doc.reply?.hidden ?? false } };
        }
        case 'ReviewReplyHidden':
          return doc.reply ? { ...doc, reply: { ...doc.reply, hidden: true } } : doc;
        case 'ReviewReplyShown':
          return doc.reply ? { ...doc, reply: { ...doc.reply, hidden: false } } : doc;
        case 'ReviewRemoved':
          return { ...doc, removal: { reasonCode: event.data.reasonCode, note: event.data.note } };
        case 'ReviewRestored':
          return { ...doc, removal: null };
        case 'ReviewEdited': {
          // Back to moderation: pending, not live until approved again. The history keeps every version.
          const { rating, title, body } = event.data;
          return { ...doc, rating, title, body, status: 'pending' };
        }
        case 'ReviewWithdrawn':
          // Gone from every list, the author's included; the audit history keeps it.
          return null;
        case 'ReviewPersonalDataErased':
          // As a rebuild from the log reads them once the person's key is destroyed (the erased
          // values of events/personal-data.ts): the rating and text stay, the name is "Former user"'s.
          return event.data.party === 'author'
            ? { ...doc, authorName: '', statedEmail: '' }
            : { ...doc, reply: doc.reply && { ...doc.reply, text: '' } };
      }
    })();
    return next && { ...next, isLive: live(next), queued: queued(next), revision: event.revision };
  },
  indexes: [
    // The console's list: the queue first, newest first; all of it, one status, or one pro's.
    { name: 'queued_createdAt', keys: { queued: -1, createdAt: -1 } },
    { name: 'status_queued_createdAt', keys: { status: 1, queued: -1, createdAt: -1 } },
    { name: 'contractorId_queued_createdAt', keys: { contractorId: 1, queued: -1, createdAt: -1 } },
    { name: 'contractorId_isLive_createdAt', keys: { contractorId: 1, isLive: 1, createdAt: -1 } },
    { name: 'authorId_createdAt', keys: { authorId: 1, createdAt: -1 } },
  ],
});
