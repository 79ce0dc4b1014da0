import { API, apiPath, type CommandResult, type RestoreReviewRequest } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { runCommand } from '../../../lib/admin-request';
import { isAdminReviewsKey } from './get-admin-reviews';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const restoreReviewUrl = (reviewId: string) => apiPath(API.restoreReview, { reviewId });

/** POST /api/v1/admin/reviews/:id/restore (admins): a removed review gets back the status it had. */
export function restoreReview(reviewId: string, expectedRevision: number): Promise<CommandResult> {
  const body: RestoreReviewRequest = { expectedRevision };
  return runCommand(restoreReviewUrl(reviewId), answerSchema('commandResultSchema'), { method: 'POST', body });
}

/** Restores a removed review, then re-reads the list, whether it applied or lost a race. */
export function useRestoreReview() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (reviewId: string, expectedRevision: number) => {
      try {
        await restoreReview(reviewId, expectedRevision);
      } finally {
        await mutate(isAdminReviewsKey);
      }
    },
    [mutate],
  );
}
