import { NAME_REQUIRED, reviewFieldIssues, type Lang, type SubmitReviewRequest } from '@gp/shared';
import type { Checked } from '@gp/web-common/hooks/use-form';
import { checkInTwoSteps } from '../../lib/check-with-schema';
import { requestSchema } from '../../lib/request-schema';
import type { ReviewFields } from './review-draft';

export interface ReviewContext {
  contractorId: string;
  /** Spec §5: visitors and anonymous reviewers give a name; a member's display name is used. */
  needsName: boolean;
  lang: Lang;
}

/**
 * Checks the form with the shared rules the API's schema is made of (spec §5 messages, Spanish
 * twins via validationMessage), then, once they pass, with the schema itself. The schema leaves the
 * name optional because the server can take a member's display name; the form adds the visitor's
 * rule on top.
 */
export function checkReview(
  fields: ReviewFields,
  { contractorId, needsName, lang }: ReviewContext,
): Checked<SubmitReviewRequest> | Promise<Checked<SubmitReviewRequest>> {
  const candidate = {
    contractorId,
    rating: fields.rating,
    ...(needsName ? { name: fields.name } : {}),
    email: fields.email,
    title: fields.title,
    body: fields.body,
    preferredLang: lang,
  };
  const nameMissing = needsName && fields.name.trim() === '';
  const issues = [...reviewFieldIssues(fields), ...(nameMissing ? [{ path: 'name', message: NAME_REQUIRED }] : [])];
  return checkInTwoSteps(issues, () => requestSchema('submitReviewRequestSchema'), candidate, lang);
}
