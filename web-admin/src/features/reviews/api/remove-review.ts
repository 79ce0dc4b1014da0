import { API, apiPath, type CommandResult, type RemoveReviewRequest } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { runCommand } from '../../../lib/admin-request';
import { isAdminReviewsKey } from './get-admin-reviews';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const removeReviewUrl = (reviewId: string) => apiPath(API.removeReview, { reviewId });

/**
 * POST /api/v1/admin/reviews/:id/remove (admins): the review leaves the profile and its rating; its author
 * reads the reason in their language. The revision is the one the admin saw: a review changed since is a 409.
 */
export function removeReview(reviewId: string, body: RemoveReviewRequest): Promise<CommandResult> {
  return runCommand(removeReviewUrl(reviewId), answerSchema('commandResultSchema'), { method: 'POST', body });
}

/** Removes a review with a reason, then re-reads the list. */
export function useRemoveReview() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (reviewId: string, body: RemoveReviewRequest) => {
      try {
        await removeReview(reviewId, body);
      } finally {
        await mutate(isAdminReviewsKey);
      }
    },
    [mutate],
  );
}
