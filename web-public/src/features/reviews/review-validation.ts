import {
  NAME_REQUIRED,
  submitReviewRequestSchema,
  validationMessage,
  type Lang,
  type SubmitReviewRequest,
} from '@gp/shared';
import type { Checked } from '@gp/web-common/hooks/use-form';
import { checkWithSchema } from '../../lib/check-with-schema';
import type { ReviewFields } from './review-draft';

export interface ReviewContext {
  contractorId: string;
  /** Spec §5: visitors and anonymous reviewers give a name; a member's display name is used. */
  needsName: boolean;
  lang: Lang;
}

/**
 * Checks the form with the shared schema the API uses (spec §5 messages, Spanish twins via
 * validationMessage). The schema leaves the name optional because the server can take a member's
 * display name; the form adds the visitor's rule on top.
 */
export function checkReview(
  fields: ReviewFields,
  { contractorId, needsName, lang }: ReviewContext,
): Checked<SubmitReviewRequest> {
  const candidate = {
    contractorId,
    rating: fields.rating,
    ...(needsName ? { name: fields.name } : {}),
    email: fields.email,
    title: fields.title,
    body: fields.body,
    preferredLang: lang,
  };
  const checked = checkWithSchema(submitReviewRequestSchema, candidate, lang);
  const nameMissing = needsName && fields.name.trim() === '';
  if (!nameMissing) return checked;
  const issues = 'issues' in checked ? checked.issues : [];
  return { issues: [...issues, { path: 'name', message: validationMessage(NAME_REQUIRED, lang) }] };
}
