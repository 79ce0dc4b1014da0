import { RATING_MAX, RATING_MIN } from '../constants/constants';
import {
  BODY_REQUIRED,
  BODY_TOO_LONG,
  INVALID_REVIEW_EMAIL,
  RATING_REQUIRED,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  type FieldIssue,
} from '../errors/validation-texts';
import { cleanLine, cleanText } from '../schemas/clean-text';
import { emailPatternIssue } from './credentials';

// The review's rules as plain functions: the review form checks with them before zod loads, and
// review.schema.ts builds the API's schema from the same constants and cleaners.

/** A whole number of stars from RATING_MIN to RATING_MAX. */
export const isRating = (rating: unknown): rating is number =>
  typeof rating === 'number' && Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;

/** A cleaned, trimmed text's spec §5 message: missing, too long, or none. */
function textIssue(path: string, text: string, maxLength: number, required: string, tooLong: string): FieldIssue[] {
  if (text === '') return [{ path, message: required }];
  return text.length > maxLength ? [{ path, message: tooLong }] : [];
}

/**
 * The spec §5 messages the review schemas give its rating, email (the new review's; an edit has
 * none), title and body, in their order. An email longer than anyone types is left to the schema.
 */
export function reviewFieldIssues(fields: { rating: unknown; email?: string; title: string; body: string }) {
  return [
    ...(isRating(fields.rating) ? [] : [{ path: 'rating', message: RATING_REQUIRED }]),
    ...(fields.email === undefined ? [] : emailPatternIssue(fields.email, INVALID_REVIEW_EMAIL)),
    ...textIssue('title', cleanLine(fields.title).trim(), REVIEW_TITLE_MAX_LENGTH, TITLE_REQUIRED, TITLE_TOO_LONG),
    ...textIssue('body', cleanText(fields.body).trim(), REVIEW_BODY_MAX_LENGTH, BODY_REQUIRED, BODY_TOO_LONG),
  ];
}
