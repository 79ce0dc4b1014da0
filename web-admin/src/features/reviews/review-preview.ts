import { ADMIN_REVIEW_PREVIEW_CHARS } from '@gp/shared';

export interface ReviewPreview {
  text: string;
  /** The full text is longer: the console offers "Read more". */
  truncated: boolean;
}

/**
 * Spec §2/§9: the admin list shows a review cut at 150 characters. Characters are counted as
 * code points, so an emoji is never split in half.
 */
export function reviewPreview(body: string, limit: number = ADMIN_REVIEW_PREVIEW_CHARS): ReviewPreview {
  const characters = Array.from(body);
  if (characters.length <= limit) return { text: body, truncated: false };
  return { text: `${characters.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}
