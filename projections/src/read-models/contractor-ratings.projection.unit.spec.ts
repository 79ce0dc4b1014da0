import type { RecordedDomainEvent } from '@gp/shared';
import { contractorRatingsProjection, type ContractorRatingDocument } from './contractor-ratings.projection';
import { reviewsProjection, type ReviewDocument } from './reviews.projection';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>) =>
  ({
    id: `e${++position}`,
    type,
    data,
    metadata: { actorId: null },
    streamId: `review-${String(data.reviewId)}`,
    revision: 0,
    position,
    recordedAt: 'x',
  }) as unknown as RecordedDomainEvent;
const submitted = (reviewId: string, rating: number, authorIsAnonymous: boolean) =>
  recorded('ReviewSubmitted', {
    reviewId,
    contractorId: 'c1',
    authorId: `a-${reviewId}`,
    authorIsAnonymous,
    authorName: 'Ana',
    statedEmail: 'ana@example.com',
    rating,
    title: 't',
    body: 'b',
    submittedAt: 'x',
  });
const approved = (reviewId: string) => recorded('ReviewApproved', { reviewId, contractorId: 'c1', approvedAt: 'x' });
const unapproved = (reviewId: string) =>
  recorded('ReviewUnapproved', { reviewId, contractorId: 'c1', unapprovedAt: 'x' });
const removed = (reviewId: string, reasonCode = 'offensive', note: string | null = null) =>
  recorded('ReviewRemoved', { reviewId, contractorId: 'c1', reasonCode, note, removedAt: 'x' });
const restored = (reviewId: string) => recorded('ReviewRestored', { reviewId, contractorId: 'c1', restoredAt: 'x' });
const edited = (reviewId: string, rating: number) =>
  recorded('ReviewEdited', {
    reviewId,
    contractorId: 'c1',
    rating,
    title: 'Nuevo',
    body: 'Otro texto.',
    editedAt: 'x',
  });
const withdrawn = (reviewId: string) => recorded('ReviewWithdrawn', { reviewId, contractorId: 'c1', withdrawnAt: 'x' });
const linked = (reviewId: string) =>
  recorded('ReviewAuthorLinked', { reviewId, contractorId: 'c1', authorId: 'u1', linkedAt: 'x' });

const ratings = (events: RecordedDomainEvent[]) =>
  events.reduce<ContractorRatingDocument | null>(
    (doc, event) => contractorRatingsProjection.evolve(doc, event as never),
    null,
  );
const review = (events: RecordedDomainEvent[]) =>
  events.reduce<ReviewDocument | null>((doc, event) => reviewsProjection.evolve(doc, event as never), null);

describe('live reviews: approved AND by an authenticated author', () => {
  it('counts an approved review by a signed-in author', () => {
    expect(ratings([submitted('r1', 5, false), approved('r1')])).toMatchObject({
      starCounts: [0, 0, 0, 0, 1],
      liveCount: 1,
    });
  });

  it('does not count a pending review, nor an approved anonymous one until its author signs in', () => {
    expect(ratings([submitted('r1', 5, false)])!.liveCount).toBe(0);
    expect(ratings([submitted('r1', 4, true), approved('r1')])!.liveCount).toBe(0);
    expect(ratings([submitted('r1', 4, true), approved('r1'), linked('r1')])).toMatchObject({
      starCounts: [0, 0, 0, 1, 0],
      liveCount: 1,
    });
  });

  it('stops counting an unapproved review', () => {
    expect(ratings([submitted('r1', 3, false), approved('r1'), unapproved('r1')])!.liveCount).toBe(0);
  });

  it('keeps the review document in step: status, isLive and the revision to expect', () => {
    const events = [submitted('r1', 4, true), approved('r1'), linked('r1')].map((event, revision) => ({
      ...event,
      revision,
    }));
    expect(review(events as RecordedDomainEvent[])).toMatchObject({
      status: 'approved',
      isLive: true,
      authorIsAnonymous: false,
      authorId: 'u1',
      revision: 2,
    });
  });
});

describe('removal, restore, edit and withdrawal', () => {
  const live = (reviewId: string, rating: number) => [submitted(reviewId, rating, false), approved(reviewId)];

  it('stops counting a removed review and counts it again once restored', () => {
    expect(ratings([...live('r1', 5), ...live('r2', 2), removed('r2')])).toMatchObject({
      starCounts: [0, 0, 0, 0, 1],
      liveCount: 1,
    });
    expect(ratings([...live('r1', 5), ...live('r2', 2), removed('r2'), restored('r2')])).toMatchObject({
      starCounts: [0, 1, 0, 0, 1],
      liveCount: 2,
    });
  });

  it('does not count a restored review that was pending when removed', () => {
    expect(ratings([submitted('r1', 4, false), removed('r1'), restored('r1')])!.liveCount).toBe(0);
  });

  it('takes an edited review out of the count until approved again, with its new rating', () => {
    expect(ratings([...live('r1', 5), edited('r1', 2)])!.liveCount).toBe(0);
    expect(ratings([...live('r1', 5), edited('r1', 2), approved('r1')])).toMatchObject({
      starCounts: [0, 1, 0, 0, 0],
      liveCount: 1,
    });
  });

  it('forgets a withdrawn review', () => {
    const doc = ratings([...live('r1', 5), ...live('r2', 3), withdrawn('r2')])!;
    expect(doc).toMatchObject({ starCounts: [0, 0, 0, 0, 1], liveCount: 1 });
    expect(doc.reviews).not.toHaveProperty('r2');
  });

  it('counts a review whose standing was folded before removals existed (no removed field)', () => {
    const old = { _id: 'c1', reviews: { r1: { rating: 4, approved: true, authenticated: true } } } as never;
    expect(contractorRatingsProjection.evolve(old, approved('r2') as never)).toBe(old);
    expect(contractorRatingsProjection.evolve(old, submitted('r2', 5, false) as never)).toMatchObject({ liveCount: 1 });
  });

  it('keeps the review document in step: removal and restore keep the status, an edit goes back to pending', () => {
    const note = 'Teléfono </script> $&';
    const removedDoc = review([...live('r1', 5), removed('r1', 'personal-data', note)]);
    expect(removedDoc).toMatchObject({
      status: 'approved',
      isLive: false,
      removal: { reasonCode: 'personal-data', note },
    });
    expect(review([...live('r1', 5), removed('r1'), restored('r1')])).toMatchObject({
      status: 'approved',
      isLive: true,
      removal: null,
    });
    expect(review([...live('r1', 5), edited('r1', 2)])).toMatchObject({
      status: 'pending',
      isLive: false,
      rating: 2,
      title: 'Nuevo',
      body: 'Otro texto.',
    });
  });

  it('deletes the review document of a withdrawn review, and ignores later events for it', () => {
    expect(review([...live('r1', 5), withdrawn('r1')])).toBeNull();
    expect(review([...live('r1', 5), withdrawn('r1'), restored('r1')])).toBeNull();
  });
});
