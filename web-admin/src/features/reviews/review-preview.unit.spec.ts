import { ADMIN_REVIEW_PREVIEW_CHARS } from '@gp/shared';
import { reviewPreview } from './review-preview';

describe('reviewPreview (spec §9: 150 characters)', () => {
  it('uses the spec limit of 150', () => {
    expect(ADMIN_REVIEW_PREVIEW_CHARS).toBe(150);
  });

  it('keeps a text of exactly 150 characters whole', () => {
    const body = 'a'.repeat(150);
    expect(reviewPreview(body)).toEqual({ text: body, truncated: false });
  });

  it('cuts a longer text after 150 characters and marks it', () => {
    const body = `${'b'.repeat(150)}tail that must not show`;
    const preview = reviewPreview(body);
    expect(preview.truncated).toBe(true);
    expect(preview.text).toBe(`${'b'.repeat(150)}…`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const body = `${'c'.repeat(149)}🌴🌴`;
    expect(reviewPreview(body).text).toBe(`${'c'.repeat(149)}🌴…`);
  });

  it('drops the space before the ellipsis', () => {
    expect(reviewPreview(`${'d'.repeat(149)} rest`).text).toBe(`${'d'.repeat(149)}…`);
  });
});
