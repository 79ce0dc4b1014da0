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

  describe("the contractor's reply", () => {
    const signedInSubmitted: ReviewEvent = {
      type: 'ReviewSubmitted',
      data: {
        ...(submitted.data as Extract<ReviewEvent, { type: 'ReviewSubmitted' }>['data']),
        authorId: 'u1',
        authorIsAnonymous: false,
      },
    };
    const live: ReviewEvent[] = [signedInSubmitted, approved];
    const reply = (text: string, actorId = 'c1'): ReviewCommand => ({
      type: 'ReplyToReview',
      reviewId: 'r1',
      actorId,
      text,
      now,
    });
    const replied = (text: string): ReviewEvent => ({
      type: 'ReviewReplied',
      data: { reviewId: 'r1', contractorId: 'c1', text, repliedAt: now },
    });
    const hide: ReviewCommand = { type: 'HideReviewReply', reviewId: 'r1', adminId: 'admin1', reason: 'Insults', now };
    const hidden: ReviewEvent = {
      type: 'ReviewReplyHidden',
      data: { reviewId: 'r1', contractorId: 'c1', reason: 'Insults', hiddenAt: now, hiddenBy: 'admin1' },
    };

    it("lets the review's contractor reply to a live review, and edit the reply", () => {
      spec
        .given(live)
        .when(reply('Gracias, Laura'))
        .then([replied('Gracias, Laura')]);
      spec
        .given([...live, replied('Gracias, Laura')])
        .when(reply('¡Gracias!'))
        .then([replied('¡Gracias!')]);
    });

    it('appends nothing for the same text again', () => {
      spec
        .given([...live, replied('Gracias')])
        .when(reply('Gracias'))
        .then([]);
    });

    it('refuses a reply by anyone but the contractor: the author, another user, an admin', () => {
      spec.given(live).when(reply('Hola', 'u1')).thenThrows('REVIEW.NOT_YOUR_PROFILE');
      spec.given(live).when(reply('Hola', 'someone')).thenThrows('REVIEW.NOT_YOUR_PROFILE');
      spec.given(live).when(reply('Hola', 'admin1')).thenThrows('REVIEW.NOT_YOUR_PROFILE');
    });

    it('refuses a reply to an unknown review', () => {
      spec.given([]).when(reply('Hola')).thenThrows('REVIEW.NOT_FOUND');
    });

    it('refuses a reply to a review that is not live: pending, or by an author still anonymous', () => {
      spec.given([signedInSubmitted]).when(reply('Hola')).thenThrows('REVIEW.NOT_LIVE');
      spec.given([submitted, approved]).when(reply('Hola')).thenThrows('REVIEW.NOT_LIVE');
      const unapproved: ReviewEvent = {
        type: 'ReviewUnapproved',
        data: { reviewId: 'r1', contractorId: 'c1', unapprovedAt: now },
      };
      spec
        .given([...live, replied('Hola'), unapproved])
        .when(reply('Otra'))
        .thenThrows('REVIEW.NOT_LIVE');
    });

    it('lets an admin hide a reply, once', () => {
      spec
        .given([...live, replied('Hola')])
        .when(hide)
        .then([hidden]);
      spec
        .given([...live, replied('Hola'), hidden])
        .when(hide)
        .then([]);
    });

    it('leaves the reason out when none is given', () => {
      const { reason: _reason, ...withoutReason } = hidden.data as { reason?: string };
      spec
        .given([...live, replied('Hola')])
        .when({ type: 'HideReviewReply', reviewId: 'r1', adminId: 'admin1', now })
        .then([{ type: 'ReviewReplyHidden', data: withoutReason } as ReviewEvent]);
    });

    it('refuses to hide a reply that does not exist, or of an unknown review', () => {
      spec.given(live).when(hide).thenThrows('REVIEW.NO_REPLY');
      spec.given([]).when(hide).thenThrows('REVIEW.NOT_FOUND');
    });

    it('shows the reply again after a hide only with a new text: the same text appends nothing', () => {
      const hiddenReply = [...live, replied('Hola'), hidden];
      spec.given(hiddenReply).when(reply('Hola')).then([]);
      spec
        .given(hiddenReply)
        .when(reply('Hola, gracias'))
        .then([replied('Hola, gracias')]);
      spec
        .given([...hiddenReply, replied('Hola, gracias')])
        .when(hide)
        .then([hidden]);
    });
  });
});
