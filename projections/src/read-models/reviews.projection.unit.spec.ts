import type { RecordedDomainEvent } from '@gp/shared';
import { reviewsProjection, type ReviewDocument } from './reviews.projection';

let revision = -1;
const recorded = (type: string, data: Record<string, unknown>) =>
  ({
    id: `e${++revision}`,
    type,
    data,
    metadata: { actorId: null },
    streamId: 'review-r1',
    revision,
    position: revision + 1,
    recordedAt: 'x',
  }) as unknown as RecordedDomainEvent;

const review = (events: RecordedDomainEvent[]) =>
  events.reduce<ReviewDocument | null>((doc, event) => reviewsProjection.evolve(doc, event as never), null);

describe("reviews projection: the contractor's reply", () => {
  beforeEach(() => {
    revision = -1;
  });
  const submitted = () =>
    recorded('ReviewSubmitted', {
      reviewId: 'r1',
      contractorId: 'c1',
      authorId: 'u1',
      authorIsAnonymous: false,
      authorName: 'Ana',
      statedEmail: 'ana@example.com',
      rating: 5,
      title: 't',
      body: 'b',
      submittedAt: '2026-11-01T10:00:00.000Z',
    });
  const replied = (text: string, repliedAt: string) =>
    recorded('ReviewReplied', { reviewId: 'r1', contractorId: 'c1', text, repliedAt });
  const hidden = () =>
    recorded('ReviewReplyHidden', { reviewId: 'r1', contractorId: 'c1', hiddenAt: 'x', hiddenBy: 'admin1' });

  it('queues a review while it is pending and not removed', () => {
    const approved = () => recorded('ReviewApproved', { reviewId: 'r1', contractorId: 'c1', approvedAt: 'x' });
    const removed = () =>
      recorded('ReviewRemoved', {
        reviewId: 'r1',
        contractorId: 'c1',
        reasonCode: 'pro-account-deleted',
        note: null,
        removedAt: 'x',
      });
    const restored = () => recorded('ReviewRestored', { reviewId: 'r1', contractorId: 'c1', restoredAt: 'x' });
    expect(review([submitted()])!.queued).toBe(true);
    revision = -1;
    expect(review([submitted(), approved()])!.queued).toBe(false);
    revision = -1;
    expect(review([submitted(), removed()])!.queued).toBe(false);
    revision = -1;
    expect(review([submitted(), removed(), restored()])!.queued).toBe(true);
  });

  it('starts without a reply', () => {
    expect(review([submitted()])!.reply).toBeNull();
  });

  it('stores the reply, and an edit replaces its text and date', () => {
    const events = [submitted(), replied('Gracias', '2026-11-02T10:00:00.000Z')];
    expect(review(events)!.reply).toEqual({ text: 'Gracias', repliedAt: '2026-11-02T10:00:00.000Z', hidden: false });
    const edited = review([...events, replied('¡Gracias, Ana!', '2026-11-03T10:00:00.000Z')])!;
    expect(edited.reply).toEqual({ text: '¡Gracias, Ana!', repliedAt: '2026-11-03T10:00:00.000Z', hidden: false });
    expect(edited.revision).toBe(2);
  });

  it("marks a hidden reply, keeps the pro's new text hidden, and shows it once an admin does", () => {
    const events = [submitted(), replied('Insultos', '2026-11-02T10:00:00.000Z'), hidden()];
    expect(review(events)!.reply).toEqual({ text: 'Insultos', repliedAt: '2026-11-02T10:00:00.000Z', hidden: true });
    const edited = [...events, replied('Disculpas', '2026-11-04T10:00:00.000Z')];
    expect(review(edited)!.reply).toEqual({ text: 'Disculpas', repliedAt: '2026-11-04T10:00:00.000Z', hidden: true });
    const shown = recorded('ReviewReplyShown', { reviewId: 'r1', contractorId: 'c1', shownAt: 'x', shownBy: 'admin1' });
    expect(review([...edited, shown])!.reply).toEqual({
      text: 'Disculpas',
      repliedAt: '2026-11-04T10:00:00.000Z',
      hidden: false,
    });
  });

  it("drops a forgotten author's name and email, and a forgotten pro's reply text; rating and text stay", () => {
    const erased = (party: 'author' | 'pro') =>
      recorded('ReviewPersonalDataErased', { reviewId: 'r1', contractorId: 'c1', party, erasedAt: 'x' });
    const author = review([submitted(), replied('Gracias', 'x'), erased('author')]);
    expect(author).toMatchObject({ authorName: '', statedEmail: '', rating: 5, title: 't', body: 'b' });
    expect(author?.reply?.text).toBe('Gracias');
    const pro = review([submitted(), replied('Gracias', 'x'), erased('pro')]);
    expect(pro).toMatchObject({ authorName: 'Ana', reply: { text: '', repliedAt: 'x', hidden: false } });
    expect(review([submitted(), erased('pro')])?.reply).toBeNull();
  });
});
