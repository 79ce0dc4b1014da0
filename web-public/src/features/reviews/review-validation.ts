import { NAME_REQUIRED, submitReviewRequestSchema, type Lang, type SubmitReviewRequest } from '@gp/shared';
import type { ValidationIssue } from '@gp/web-common/lib/api-errors';
import { fieldErrors } from '../../lib/field-errors';
import type { ReviewFields } from './review-draft';

/** In the order the form shows them, so the first wrong one gets the focus. */
export const REVIEW_FIELDS = ['rating', 'name', 'email', 'title', 'body'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export interface ReviewContext {
  contractorId: string;
  /** Spec §5: visitors and anonymous reviewers give a name; a member's display name is used. */
  needsName: boolean;
  lang: Lang;
}

/** Field errors of review issues (from the client check or a 400 answer), in the page language. */
export function reviewErrors(issues: readonly ValidationIssue[], lang: Lang): ReviewErrors {
  return fieldErrors(issues, REVIEW_FIELDS, lang);
}

/** The first field with an error, in form order. */
export function firstInvalidField(errors: ReviewErrors): ReviewField | undefined {
  return REVIEW_FIELDS.find((field) => errors[field]);
}

/**
 * Checks the form with the shared schema the API uses (spec §5 messages, Spanish twins via
 * validationMessage). The schema leaves the name optional because the server can take a member's
 * display name; the form adds the visitor's rule on top.
 */
export function checkReview(
  fields: ReviewFields,
  { contractorId, needsName, lang }: ReviewContext,
): { request: SubmitReviewRequest } | { errors: ReviewErrors } {
  const candidate = {
    contractorId,
    rating: fields.rating,
    ...(needsName ? { name: fields.name } : {}),
    email: fields.email,
    title: fields.title,
    body: fields.body,
    preferredLang: lang,
  };
  const result = submitReviewRequestSchema.safeParse(candidate);
  const issues: ValidationIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  if (needsName && fields.name.trim() === '') issues.push({ path: 'name', message: NAME_REQUIRED });
  if (issues.length > 0 || !result.success) return { errors: reviewErrors(issues, lang) };
  return { request: result.data };
}
