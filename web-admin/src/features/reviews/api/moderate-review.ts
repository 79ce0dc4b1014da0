import { API, apiPath, type CommandResult, type ModerateReviewRequest } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { runCommand } from '../../../lib/admin-request';
import { isAdminReviewsKey } from './get-admin-reviews';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export type ReviewDecision = 'approve' | 'unapprove';

export const moderateReviewUrl = (reviewId: string, decision: ReviewDecision) =>
  apiPath(decision === 'approve' ? API.approveReview : API.unapproveReview, { reviewId });

/**
 * POST /api/v1/admin/reviews/:id/approve and …/unapprove (admins, one contract). The revision is
 * the one the admin saw: if the review changed since, the API answers 409.
 */
export function moderateReview(
  reviewId: string,
  decision: ReviewDecision,
  expectedRevision: number,
): Promise<CommandResult> {
  const body: ModerateReviewRequest = { expectedRevision };
  return runCommand(moderateReviewUrl(reviewId, decision), answerSchema('commandResultSchema'), {
    method: 'POST',
    body,
  });
}

/** Decides on a review, then re-reads the list, whether the decision applied or lost a race. */
export function useModerateReview() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (reviewId: string, decision: ReviewDecision, expectedRevision: number) => {
      try {
        await moderateReview(reviewId, decision, expectedRevision);
      } finally {
        await mutate(isAdminReviewsKey);
      }
    },
    [mutate],
  );
}
