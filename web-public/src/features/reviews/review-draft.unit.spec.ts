import {
  clearReviewDraft,
  readReviewDraft,
  REVIEW_DRAFT_KEY,
  REVIEW_DRAFT_UID_KEY,
  saveReviewDraft,
} from './review-draft';

const fields = { rating: 4, name: 'Ana', email: 'ana@example.com', title: 'Great job', body: 'Fixed the leak fast.' };

describe('review draft (spec §3: reviewDraft and reviewDraftUid in local storage)', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores the fields and the contractor id under the spec keys, and reads them back for that contractor', () => {
    saveReviewDraft('pro-1', fields);
    expect(JSON.parse(window.localStorage.getItem(REVIEW_DRAFT_KEY)!)).toEqual(fields);
    expect(window.localStorage.getItem(REVIEW_DRAFT_UID_KEY)).toBe('pro-1');
    expect(readReviewDraft('pro-1')).toEqual(fields);
  });

  it('gives nothing back for another contractor', () => {
    saveReviewDraft('pro-1', fields);
    expect(readReviewDraft('pro-2')).toBeNull();
  });

  it('keeps only well-formed fields of a stored draft', () => {
    window.localStorage.setItem(REVIEW_DRAFT_UID_KEY, 'pro-1');
    window.localStorage.setItem(
      REVIEW_DRAFT_KEY,
      JSON.stringify({ rating: 9, name: 42, email: 'a@b.cr', title: 'Hi', body: null }),
    );
    expect(readReviewDraft('pro-1')).toEqual({ rating: 0, name: '', email: 'a@b.cr', title: 'Hi', body: '' });

    window.localStorage.setItem(REVIEW_DRAFT_KEY, '{not json');
    expect(readReviewDraft('pro-1')).toBeNull();
  });

  it('clears both keys', () => {
    saveReviewDraft('pro-1', fields);
    clearReviewDraft();
    expect(window.localStorage.getItem(REVIEW_DRAFT_KEY)).toBeNull();
    expect(window.localStorage.getItem(REVIEW_DRAFT_UID_KEY)).toBeNull();
  });
});
