import type { ReviewEvent, ReviewRemovalCode, ReviewSubmitted } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';

export type ReviewCommand =
  | ({ type: 'SubmitReview'; now: string } & Omit<ReviewSubmitted['data'], 'submittedAt'>)
  | { type: 'LinkReviewAuthor'; reviewId: string; anonymousAuthorId: string; authorId: string; now: string }
  | { type: 'ApproveReview'; reviewId: string; now: string }
  | { type: 'UnapproveReview'; reviewId: string; now: string }
  | { type: 'RemoveReview'; reviewId: string; reasonCode: ReviewRemovalCode; note: string | null; now: string }
  | { type: 'RestoreReview'; reviewId: string; now: string }
  /** The pro it is about deleted their account: a review still awaiting moderation leaves the queue. */
  | { type: 'CloseReviewOfDeletedPro'; reviewId: string; now: string }
  | {
      type: 'EditReview';
      reviewId: string;
      /** Who asks: only the review's author may edit it. */
      actorId: string;
      rating: number;
      title: string;
      body: string;
      now: string;
    }
  | { type: 'WithdrawReview'; reviewId: string; actorId: string; now: string }
  /** A person the review names was forgotten (their account deleted): their part of it reads as erased. */
  | { type: 'EraseReviewPersonalData'; reviewId: string; party: 'author' | 'pro'; now: string }
  | { type: 'ReplyToReview'; reviewId: string; actorId: string; text: string; now: string }
  | { type: 'HideReviewReply'; reviewId: string; adminId: string; reason?: string; now: string }
  | { type: 'ShowReviewReply'; reviewId: string; adminId: string; now: string };

export type ReviewState =
  | { exists: false }
  | {
      exists: true;
      contractorId: string;
      authorId: string;
      authorIsAnonymous: boolean;
      /** Kept while the review is removed: a restored review has the status it had. */
      status: 'pending' | 'approved';
      removed: boolean;
      withdrawn: boolean;
      rating: number;
      title: string;
      body: string;
      reply: { text: string; hidden: boolean } | null;
      /** The parties whose personal data in the review was erased (ReviewPersonalDataErased). */
      erased: ('author' | 'pro')[];
    };

export const reviewDecider: Decider<ReviewCommand, ReviewState, ReviewEvent> = {
  initialState: () => ({ exists: false }),
  decide(command, state) {
    if (command.type === 'SubmitReview') {
      if (state.exists) return [];
      // Spec §5: a contractor cannot review their own profile.
      if (command.authorId === command.contractorId) throw new DomainError('REVIEW.OWN_PROFILE');
      const { type: _type, now, ...data } = command;
      return [{ type: 'ReviewSubmitted', data: { ...data, submittedAt: now } }];
    }
    // A withdrawn review is gone for everyone; there is nothing left to link or to close.
    if (
      (command.type === 'LinkReviewAuthor' ||
        command.type === 'CloseReviewOfDeletedPro' ||
        command.type === 'EraseReviewPersonalData') &&
      state.exists &&
      state.withdrawn
    )
      return [];
    if (!state.exists || state.withdrawn) throw new DomainError('REVIEW.NOT_FOUND');
    const { reviewId, now } = command;
    const { contractorId } = state;
    switch (command.type) {
      case 'LinkReviewAuthor':
        // Only the anonymous session that wrote it can hand the review to an account, once.
        if (!state.authorIsAnonymous || state.authorId !== command.anonymousAuthorId) return [];
        if (command.authorId === contractorId) throw new DomainError('REVIEW.OWN_PROFILE');
        return [
          {
            type: 'ReviewAuthorLinked',
            data: {
              reviewId,
              contractorId,
              authorId: command.authorId,
              anonymousAuthorId: command.anonymousAuthorId,
              linkedAt: now,
            },
          },
        ];
      case 'ApproveReview':
        // A removed review keeps the status it had until an admin restores it.
        if (state.removed) throw new DomainError('REVIEW.ALREADY_REMOVED');
        if (state.status === 'approved') throw new DomainError('REVIEW.ALREADY_APPROVED');
        return [{ type: 'ReviewApproved', data: { reviewId, contractorId, approvedAt: now } }];
      case 'UnapproveReview':
        if (state.removed) throw new DomainError('REVIEW.ALREADY_REMOVED');
        if (state.status !== 'approved') throw new DomainError('REVIEW.NOT_APPROVED');
        return [{ type: 'ReviewUnapproved', data: { reviewId, contractorId, unapprovedAt: now } }];
      case 'ReplyToReview':
        // Only the contractor the review is about answers it: not its author, not an admin as themselves.
        if (command.actorId !== contractorId) throw new DomainError('REVIEW.NOT_YOUR_PROFILE');
        // Spec §4: only a live review (approved, by a signed-in author) is on the profile to be answered.
        if (state.status !== 'approved' || state.authorIsAnonymous || state.removed)
          throw new DomainError('REVIEW.NOT_LIVE');
        // The same text again changes nothing. A new one stays hidden if an admin hid the reply (evolve).
        if (state.reply?.text === command.text) return [];
        return [{ type: 'ReviewReplied', data: { reviewId, contractorId, text: command.text, repliedAt: now } }];
      case 'HideReviewReply':
        if (!state.reply) throw new DomainError('REVIEW.NO_REPLY');
        if (state.reply.hidden) return [];
        return [
          {
            type: 'ReviewReplyHidden',
            data: {
              reviewId,
              contractorId,
              ...(command.reason ? { reason: command.reason } : {}),
              hiddenAt: now,
              hiddenBy: command.adminId,
            },
          },
        ];
      case 'ShowReviewReply':
        if (!state.reply) throw new DomainError('REVIEW.NO_REPLY');
        if (!state.reply.hidden) return [];
        return [{ type: 'ReviewReplyShown', data: { reviewId, contractorId, shownAt: now, shownBy: command.adminId } }];
      case 'RemoveReview': {
        if (state.removed) throw new DomainError('REVIEW.ALREADY_REMOVED');
        const { reasonCode, note } = command;
        return [{ type: 'ReviewRemoved', data: { reviewId, contractorId, reasonCode, note, removedAt: now } }];
      }
      case 'CloseReviewOfDeletedPro':
        // Only what still waits for an admin: a decided or removed review keeps its history as it is.
        if (state.status !== 'pending' || state.removed) return [];
        return [
          {
            type: 'ReviewRemoved',
            data: { reviewId, contractorId, reasonCode: 'pro-account-deleted', note: null, removedAt: now },
          },
        ];
      case 'RestoreReview':
        if (!state.removed) throw new DomainError('REVIEW.NOT_REMOVED');
        return [{ type: 'ReviewRestored', data: { reviewId, contractorId, restoredAt: now } }];
      case 'EditReview': {
        if (command.actorId !== state.authorId) throw new DomainError('REVIEW.NOT_AUTHOR');
        if (state.removed) throw new DomainError('REVIEW.REMOVED');
        const { rating, title, body } = command;
        if (rating === state.rating && title === state.title && body === state.body) return [];
        return [{ type: 'ReviewEdited', data: { reviewId, contractorId, rating, title, body, editedAt: now } }];
      }
      case 'WithdrawReview':
        if (command.actorId !== state.authorId) throw new DomainError('REVIEW.NOT_AUTHOR');
        return [{ type: 'ReviewWithdrawn', data: { reviewId, contractorId, withdrawnAt: now } }];
      case 'EraseReviewPersonalData':
        // Once per party; a pro who never replied has nothing of theirs in the review.
        if (state.erased.includes(command.party) || (command.party === 'pro' && !state.reply)) return [];
        return [
          {
            type: 'ReviewPersonalDataErased',
            data: { reviewId, contractorId, party: command.party, erasedAt: now },
          },
        ];
    }
  },
  evolve(state, event) {
    if (event.type === 'ReviewSubmitted')
      return {
        exists: true,
        contractorId: event.data.contractorId,
        authorId: event.data.authorId,
        authorIsAnonymous: event.data.authorIsAnonymous,
        status: 'pending',
        removed: false,
        withdrawn: false,
        rating: event.data.rating,
        title: event.data.title,
        body: event.data.body,
        reply: null,
        erased: [],
      };
    if (!state.exists) return state;
    switch (event.type) {
      case 'ReviewAuthorLinked':
        return { ...state, authorId: event.data.authorId, authorIsAnonymous: false };
      case 'ReviewApproved':
        return { ...state, status: 'approved' };
      case 'ReviewUnapproved':
        return { ...state, status: 'pending' };
      case 'ReviewRemoved':
        return { ...state, removed: true };
      case 'ReviewRestored':
        return { ...state, removed: false };
      case 'ReviewEdited': {
        const { rating, title, body } = event.data;
        return { ...state, rating, title, body, status: 'pending' };
      }
      case 'ReviewWithdrawn':
        return { ...state, withdrawn: true };
      case 'ReviewReplied':
        // An admin's hide holds through edits: the pro cannot republish by changing a character.
        return { ...state, reply: { text: event.data.text, hidden: state.reply?.hidden ?? false } };
      case 'ReviewReplyHidden':
        return state.reply ? { ...state, reply: { ...state.reply, hidden: true } } : state;
      case 'ReviewReplyShown':
        return state.reply ? { ...state, reply: { ...state.reply, hidden: false } } : state;
      case 'ReviewPersonalDataErased':
        return { ...state, erased: [...state.erased, event.data.party] };
    }
  },
};
