import { API, apiPath, type CommandResult, type HideReviewReplyRequest } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { runCommand } from '../../../lib/admin-request';
import { isAdminReviewsKey } from './get-admin-reviews';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const hideReviewReplyUrl = (reviewId: string) => apiPath(API.hideReviewReply, { reviewId });

/**
 * POST /api/v1/admin/reviews/:id/reply/hide (admins). The revision is the one the admin saw: a
 * reply edited since is a 409, never hidden unseen.
 */
export function hideReviewReply(reviewId: string, body: HideReviewReplyRequest): Promise<CommandResult> {
  return runCommand(hideReviewReplyUrl(reviewId), answerSchema('commandResultSchema'), { method: 'POST', body });
}

/** Hides a reply, then re-reads the list, whether the hide applied or lost a race. */
export function useHideReviewReply() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (reviewId: string, body: HideReviewReplyRequest) => {
      try {
        await hideReviewReply(reviewId, body);
      } finally {
        await mutate(isAdminReviewsKey);
      }
    },
    [mutate],
  );
}
