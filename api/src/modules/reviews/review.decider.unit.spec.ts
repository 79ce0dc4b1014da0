import type { ReviewEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { reviewDecider, type ReviewCommand } from './review.decider';

const spec = deciderSpec(reviewDecider);
const now = '2026-11-22T10:00:00.000Z';
const submit: Extract<ReviewCommand, { type: 'SubmitReview' }> = {
  type: 'SubmitReview',
  reviewId: 'r1',
  contractorId: 'c1',
  authorId: 'anon1',
  authorIsAnonymous: true,
  authorName: 'Laura',
  statedEmail: 'laura@example.com',
  rating: 5,
  title: 'Excelente',
  body: 'Arregló la bomba de agua el mismo día.',
  now,
};
const submitted: ReviewEvent = {
  type: 'ReviewSubmitted',
  data: {
    reviewId: 'r1',
    contractorId: 'c1',
    authorId: 'anon1',
    authorIsAnonymous: true,
    authorName: 'Laura',
    statedEmail: 'laura@example.com',
    rating: 5,
    title: 'Excelente',
    body: 'Arregló la bomba de agua el mismo día.',
    submittedAt: now,
  },
};
const approved: ReviewEvent = { type: 'ReviewApproved', data: { reviewId: 'r1', contractorId: 'c1', approvedAt: now } };

describe('review decider', () => {
  it('submits a new review as pending', () => {
    spec.given([]).when(submit).then([submitted]);
  });

  it("refuses a review of one's own profile", () => {
    spec
      .given([])
      .when({ ...submit, authorId: 'c1', authorIsAnonymous: false })
      .thenThrows('REVIEW.OWN_PROFILE');
  });

  it('links the anonymous author to the account they sign in with, once', () => {
    const linked: ReviewEvent = {
      type: 'ReviewAuthorLinked',
      data: { reviewId: 'r1', contractorId: 'c1', authorId: 'u1', anonymousAuthorId: 'anon1', linkedAt: now },
    };
    spec
      .given([submitted])
      .when({ type: 'LinkReviewAuthor', reviewId: 'r1', anonymousAuthorId: 'anon1', authorId: 'u1', now })
      .then([linked]);
    spec
      .given([submitted, linked])
      .when({ type: 'LinkReviewAuthor', reviewId: 'r1', anonymousAuthorId: 'anon1', authorId: 'u2', now })
      .then([]);
  });

  it('ignores a link from another anonymous session', () => {
    spec
      .given([submitted])
      .when({ type: 'LinkReviewAuthor', reviewId: 'r1', anonymousAuthorId: 'anon2', authorId: 'u1', now })
      .then([]);
  });

  it('refuses to link a review to the contractor it reviews', () => {
    spec
      .given([submitted])
      .when({ type: 'LinkReviewAuthor', reviewId: 'r1', anonymousAuthorId: 'anon1', authorId: 'c1', now })
      .thenThrows('REVIEW.OWN_PROFILE');
  });

  it('approves a pending review and refuses a second approval', () => {
    spec.given([submitted]).when({ type: 'ApproveReview', reviewId: 'r1', now }).then([approved]);
    spec
      .given([submitted, approved])
      .when({ type: 'ApproveReview', reviewId: 'r1', now })
      .thenThrows('REVIEW.ALREADY_APPROVED');
  });

  it('unapproves back to pending, and refuses to unapprove a pending review', () => {
    const unapproved: ReviewEvent = {
      type: 'ReviewUnapproved',
      data: { reviewId: 'r1', contractorId: 'c1', unapprovedAt: now },
    };
    spec.given([submitted, approved]).when({ type: 'UnapproveReview', reviewId: 'r1', now }).then([unapproved]);
    spec.given([submitted]).when({ type: 'UnapproveReview', reviewId: 'r1', now }).thenThrows('REVIEW.NOT_APPROVED');
    spec.given([submitted, approved, unapproved]).when({ type: 'ApproveReview', reviewId: 'r1', now }).then([approved]);
  });

  it('refuses moderation of an unknown review', () => {
    spec.given([]).when({ type: 'ApproveReview', reviewId: 'r1', now }).thenThrows('REVIEW.NOT_FOUND');
  });
});
