import { API, apiPath, type CommandResult, type ShowReviewReplyRequest } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { runCommand } from '../../../lib/admin-request';
import { isAdminReviewsKey } from './get-admin-reviews';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const showReviewReplyUrl = (reviewId: string) => apiPath(API.showReviewReply, { reviewId });

/**
 * POST /api/v1/admin/reviews/:id/reply/show (admins): a hidden reply is public again, as it reads
 * now. The revision is the one the admin saw: a reply the pro edited since is a 409, never shown unread.
 */
export function showReviewReply(reviewId: string, expectedRevision: number): Promise<CommandResult> {
  const body: ShowReviewReplyRequest = { expectedRevision };
  return runCommand(showReviewReplyUrl(reviewId), answerSchema('commandResultSchema'), { method: 'POST', body });
}

/** Shows a hidden reply, then re-reads the list, whether it applied or lost a race. */
export function useShowReviewReply() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (reviewId: string, expectedRevision: number) => {
      try {
        await showReviewReply(reviewId, expectedRevision);
      } finally {
        await mutate(isAdminReviewsKey);
      }
    },
    [mutate],
  );
}
