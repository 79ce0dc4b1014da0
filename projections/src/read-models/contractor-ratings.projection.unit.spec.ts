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
