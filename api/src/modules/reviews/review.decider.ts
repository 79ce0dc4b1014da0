import type { ReviewEvent, ReviewSubmitted } from '@gp/shared';
import type { Decider } from '../../core/commands/decider';
import { DomainError } from '../../core/errors/domain-error';

export type ReviewCommand =
  | ({ type: 'SubmitReview'; now: string } & Omit<ReviewSubmitted['data'], 'submittedAt'>)
  | { type: 'LinkReviewAuthor'; reviewId: string; anonymousAuthorId: string; authorId: string; now: string }
  | { type: 'ApproveReview'; reviewId: string; now: string }
  | { type: 'UnapproveReview'; reviewId: string; now: string };

export type ReviewState =
  | { exists: false }
  | {
      exists: true;
      contractorId: string;
      authorId: string;
      authorIsAnonymous: boolean;
      status: 'pending' | 'approved';
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
        };
      case 'ReviewAuthorLinked':
        return state.exists ? { ...state, authorId: event.data.authorId, authorIsAnonymous: false } : state;
      case 'ReviewApproved':
        return state.exists ? { ...state, status: 'approved' } : state;
      case 'ReviewUnapproved':
        return state.exists ? { ...state, status: 'pending' } : state;
    }
  },
};
