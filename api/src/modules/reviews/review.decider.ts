import type { ReviewEvent, ReviewSubmitted } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';

export type ReviewCommand =
  | ({ type: 'SubmitReview'; now: string } & Omit<ReviewSubmitted['data'], 'submittedAt'>)
  | { type: 'LinkReviewAuthor'; reviewId: string; anonymousAuthorId: string; authorId: string; now: string }
  | { type: 'ApproveReview'; reviewId: string; now: string }
  | { type: 'UnapproveReview'; reviewId: string; now: string }
  | { type: 'ReplyToReview'; reviewId: string; actorId: string; text: string; now: string }
  | { type: 'HideReviewReply'; reviewId: string; adminId: string; reason?: string; now: string };

export type ReviewState =
  | { exists: false }
  | {
      exists: true;
      contractorId: string;
      authorId: string;
      authorIsAnonymous: boolean;
      status: 'pending' | 'approved';
      reply: { text: string; hidden: boolean } | null;
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
    if (!state.exists) throw new DomainError('REVIEW.NOT_FOUND');
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
        if (state.status === 'approved') throw new DomainError('REVIEW.ALREADY_APPROVED');
        return [{ type: 'ReviewApproved', data: { reviewId, contractorId, approvedAt: now } }];
      case 'UnapproveReview':
        if (state.status !== 'approved') throw new DomainError('REVIEW.NOT_APPROVED');
        return [{ type: 'ReviewUnapproved', data: { reviewId, contractorId, unapprovedAt: now } }];
      case 'ReplyToReview':
        // Only the contractor the review is about answers it: not its author, not an admin as themselves.
        if (command.actorId !== contractorId) throw new DomainError('REVIEW.NOT_YOUR_PROFILE');
        // Spec §4: only a live review (approved, by a signed-in author) is on the profile to be answered.
        if (state.status !== 'approved' || state.authorIsAnonymous) throw new DomainError('REVIEW.NOT_LIVE');
        // The same text again changes nothing — and does not undo an admin's hide.
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
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ReviewSubmitted':
        return {
          exists: true,
          contractorId: event.data.contractorId,
          authorId: event.data.authorId,
          authorIsAnonymous: event.data.authorIsAnonymous,
          status: 'pending',
          reply: null,
        };
      case 'ReviewAuthorLinked':
        return state.exists ? { ...state, authorId: event.data.authorId, authorIsAnonymous: false } : state;
      case 'ReviewApproved':
        return state.exists ? { ...state, status: 'approved' } : state;
      case 'ReviewUnapproved':
        return state.exists ? { ...state, status: 'pending' } : state;
      case 'ReviewReplied':
        // A new text replaces the reply and shows it again, also after an admin hid the earlier one.
        return state.exists ? { ...state, reply: { text: event.data.text, hidden: false } } : state;
      case 'ReviewReplyHidden':
        return state.exists && state.reply ? { ...state, reply: { ...state.reply, hidden: true } } : state;
    }
  },
};
