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

    it('refuses a reply to a review an admin removed', () => {
      const removedReview: ReviewEvent = {
        type: 'ReviewRemoved',
        data: { reviewId: 'r1', contractorId: 'c1', reasonCode: 'offensive', note: null, removedAt: now },
      };
      spec
        .given([...live, removedReview])
        .when(reply('Hola'))
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

    const show: ReviewCommand = { type: 'ShowReviewReply', reviewId: 'r1', adminId: 'admin1', now };
    const shown: ReviewEvent = {
      type: 'ReviewReplyShown',
      data: { reviewId: 'r1', contractorId: 'c1', shownAt: now, shownBy: 'admin1' },
    };

    it("keeps a hidden reply hidden through the pro's edits: a new text is saved, the hide holds", () => {
      const hiddenReply = [...live, replied('Hola'), hidden];
      spec.given(hiddenReply).when(reply('Hola')).then([]);
      spec
        .given(hiddenReply)
        .when(reply('Hola, gracias'))
        .then([replied('Hola, gracias')]);
      // Still hidden after the edit: hiding it again changes nothing, showing it is what an admin does.
      spec
        .given([...hiddenReply, replied('Hola, gracias')])
        .when(hide)
        .then([]);
      spec
        .given([...hiddenReply, replied('Hola, gracias')])
        .when(show)
        .then([shown]);
    });

    it('lets an admin show a hidden reply, once; a shown reply can be hidden again', () => {
      const hiddenReply = [...live, replied('Hola'), hidden];
      spec.given(hiddenReply).when(show).then([shown]);
      spec
        .given([...hiddenReply, shown])
        .when(show)
        .then([]);
      spec
        .given([...hiddenReply, shown])
        .when(hide)
        .then([hidden]);
      spec
        .given([...live, replied('Hola')])
        .when(show)
        .then([]);
    });

    it('refuses to show a reply that does not exist, or of an unknown review', () => {
      spec.given(live).when(show).thenThrows('REVIEW.NO_REPLY');
      spec.given([]).when(show).thenThrows('REVIEW.NOT_FOUND');
    });
  });

  describe('removal by an admin', () => {
    const removed: ReviewEvent = {
      type: 'ReviewRemoved',
      data: { reviewId: 'r1', contractorId: 'c1', reasonCode: 'offensive', note: null, removedAt: now },
    };
    const restored: ReviewEvent = {
      type: 'ReviewRestored',
      data: { reviewId: 'r1', contractorId: 'c1', restoredAt: now },
    };
    const remove = { type: 'RemoveReview', reviewId: 'r1', reasonCode: 'offensive', note: null, now } as const;

    it('removes a review with its reason and note', () => {
      spec.given([submitted, approved]).when(remove).then([removed]);
      spec
        .given([submitted])
        .when({ ...remove, reasonCode: 'other', note: 'Duplicado </script>' })
        .then([{ ...removed, data: { ...removed.data, reasonCode: 'other', note: 'Duplicado </script>' } }]);
    });

    it("closes a deleted pro's review still awaiting moderation, and nothing else", () => {
      const close = { type: 'CloseReviewOfDeletedPro', reviewId: 'r1', now } as const;
      const closed: ReviewEvent = {
        type: 'ReviewRemoved',
        data: { reviewId: 'r1', contractorId: 'c1', reasonCode: 'pro-account-deleted', note: null, removedAt: now },
      };
      spec.given([submitted]).when(close).then([closed]);
      spec.given([submitted, approved]).when(close).then([]);
      spec.given([submitted, removed]).when(close).then([]);
      spec
        .given([submitted, { type: 'ReviewWithdrawn', data: { reviewId: 'r1', contractorId: 'c1', withdrawnAt: now } }])
        .when(close)
        .then([]);
    });

    it('refuses to remove a removed review, or an unknown one', () => {
      spec.given([submitted, removed]).when(remove).thenThrows('REVIEW.ALREADY_REMOVED');
      spec.given([]).when(remove).thenThrows('REVIEW.NOT_FOUND');
    });

    it('restores a removed review to the status it had, and refuses to restore one that is not removed', () => {
      spec.given([submitted, approved, removed]).when({ type: 'RestoreReview', reviewId: 'r1', now }).then([restored]);
      spec.given([submitted]).when({ type: 'RestoreReview', reviewId: 'r1', now }).thenThrows('REVIEW.NOT_REMOVED');
      spec
        .given([submitted, removed, restored])
        .when({ type: 'RestoreReview', reviewId: 'r1', now })
        .thenThrows('REVIEW.NOT_REMOVED');
      // Restored, it is approved again (approving it again is refused) ...
      spec
        .given([submitted, approved, removed, restored])
        .when({ type: 'ApproveReview', reviewId: 'r1', now })
        .thenThrows('REVIEW.ALREADY_APPROVED');
      // ... and a review removed while pending comes back pending.
      spec.given([submitted, removed, restored]).when({ type: 'ApproveReview', reviewId: 'r1', now }).then([approved]);
    });

    it('refuses to approve or unapprove a removed review until it is restored', () => {
      spec
        .given([submitted, removed])
        .when({ type: 'ApproveReview', reviewId: 'r1', now })
        .thenThrows('REVIEW.ALREADY_REMOVED');
      spec
        .given([submitted, approved, removed])
        .when({ type: 'UnapproveReview', reviewId: 'r1', now })
        .thenThrows('REVIEW.ALREADY_REMOVED');
    });

    it('refuses the author an edit of a removed review, but lets them withdraw it', () => {
      spec
        .given([submitted, removed])
        .when({ type: 'EditReview', reviewId: 'r1', actorId: 'anon1', rating: 4, title: 'Bien', body: 'Bien.', now })
        .thenThrows('REVIEW.REMOVED');
      spec
        .given([submitted, removed])
        .when({ type: 'WithdrawReview', reviewId: 'r1', actorId: 'anon1', now })
        .then([{ type: 'ReviewWithdrawn', data: { reviewId: 'r1', contractorId: 'c1', withdrawnAt: now } }]);
    });
  });

  describe('the author edits or withdraws their review', () => {
    const edit = {
      type: 'EditReview',
      reviewId: 'r1',
      actorId: 'anon1',
      rating: 3,
      title: 'Bien',
      body: 'Tardó dos días.',
      now,
    } as const;
    const edited: ReviewEvent = {
      type: 'ReviewEdited',
      data: { reviewId: 'r1', contractorId: 'c1', rating: 3, title: 'Bien', body: 'Tardó dos días.', editedAt: now },
    };
    const withdrawn: ReviewEvent = {
      type: 'ReviewWithdrawn',
      data: { reviewId: 'r1', contractorId: 'c1', withdrawnAt: now },
    };

    it('edits an approved review, which goes back to moderation', () => {
      spec.given([submitted, approved]).when(edit).then([edited]);
      // Pending again: it can be approved once more, and cannot be unapproved.
      spec.given([submitted, approved, edited]).when({ type: 'ApproveReview', reviewId: 'r1', now }).then([approved]);
      spec
        .given([submitted, approved, edited])
        .when({ type: 'UnapproveReview', reviewId: 'r1', now })
        .thenThrows('REVIEW.NOT_APPROVED');
    });

    it('appends nothing when the edit changes nothing', () => {
      spec.given([submitted, approved, edited]).when(edit).then([]);
      spec
        .given([submitted])
        .when({ ...edit, rating: 5, title: 'Excelente', body: 'Arregló la bomba de agua el mismo día.' })
        .then([]);
    });

    it('lets the account the review was linked to edit it, and no one else', () => {
      const linked: ReviewEvent = {
        type: 'ReviewAuthorLinked',
        data: { reviewId: 'r1', contractorId: 'c1', authorId: 'u1', anonymousAuthorId: 'anon1', linkedAt: now },
      };
      spec
        .given([submitted, linked])
        .when({ ...edit, actorId: 'u1' })
        .then([edited]);
      spec.given([submitted, linked]).when(edit).thenThrows('REVIEW.NOT_AUTHOR');
      spec
        .given([submitted])
        .when({ ...edit, actorId: 'c1' })
        .thenThrows('REVIEW.NOT_AUTHOR');
      spec
        .given([submitted])
        .when({ type: 'WithdrawReview', reviewId: 'r1', actorId: 'u2', now })
        .thenThrows('REVIEW.NOT_AUTHOR');
    });

    it('withdraws a review; then it is gone for every command', () => {
      spec
        .given([submitted, approved])
        .when({ type: 'WithdrawReview', reviewId: 'r1', actorId: 'anon1', now })
        .then([withdrawn]);
      spec
        .given([submitted, withdrawn])
        .when({ type: 'WithdrawReview', reviewId: 'r1', actorId: 'anon1', now })
        .thenThrows('REVIEW.NOT_FOUND');
      spec.given([submitted, withdrawn]).when(edit).thenThrows('REVIEW.NOT_FOUND');
      spec
        .given([submitted, withdrawn])
        .when({ type: 'ApproveReview', reviewId: 'r1', now })
        .thenThrows('REVIEW.NOT_FOUND');
      spec
        .given([submitted, withdrawn])
        .when({ type: 'RemoveReview', reviewId: 'r1', reasonCode: 'offensive', note: null, now })
        .thenThrows('REVIEW.NOT_FOUND');
      spec
        .given([submitted, withdrawn])
        .when({ type: 'LinkReviewAuthor', reviewId: 'r1', anonymousAuthorId: 'anon1', authorId: 'u1', now })
        .then([]);
    });

    it('refuses to edit or withdraw an unknown review', () => {
      spec.given([]).when(edit).thenThrows('REVIEW.NOT_FOUND');
      spec
        .given([])
        .when({ type: 'WithdrawReview', reviewId: 'r1', actorId: 'anon1', now })
        .thenThrows('REVIEW.NOT_FOUND');
    });
  });

  describe('a person the review names is forgotten', () => {
    const erase = (party: 'author' | 'pro') =>
      ({ type: 'EraseReviewPersonalData', reviewId: 'r1', party, now }) as const;
    const erased = (party: 'author' | 'pro'): ReviewEvent => ({
      type: 'ReviewPersonalDataErased',
      data: { reviewId: 'r1', contractorId: 'c1', party, erasedAt: now },
    });
    const replied: ReviewEvent = {
      type: 'ReviewReplied',
      data: { reviewId: 'r1', contractorId: 'c1', text: 'Gracias', repliedAt: now },
    };

    it("erases the author's part once, whatever the review's status", () => {
      spec
        .given([submitted])
        .when(erase('author'))
        .then([erased('author')]);
      spec
        .given([submitted, approved])
        .when(erase('author'))
        .then([erased('author')]);
      spec
        .given([submitted, erased('author')])
        .when(erase('author'))
        .then([]);
    });

    it("erases the pro's part only when they replied, once", () => {
      spec.given([submitted, approved]).when(erase('pro')).then([]);
      spec
        .given([submitted, approved, replied])
        .when(erase('pro'))
        .then([erased('pro')]);
      spec
        .given([submitted, approved, replied, erased('pro')])
        .when(erase('pro'))
        .then([]);
      spec
        .given([submitted, approved, replied, erased('author')])
        .when(erase('pro'))
        .then([erased('pro')]);
    });

    it('has nothing to erase in a withdrawn review, and refuses an unknown one', () => {
      const withdrawn: ReviewEvent = {
        type: 'ReviewWithdrawn',
        data: { reviewId: 'r1', contractorId: 'c1', withdrawnAt: now },
      };
      spec.given([submitted, withdrawn]).when(erase('author')).then([]);
      spec.given([]).when(erase('author')).thenThrows('REVIEW.NOT_FOUND');
    });
  });
});
