import { API, apiPath, type CommandResult, type Lang } from '@gp/shared';
import { useCallback } from 'react';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { useRefreshMyReviews } from './get-my-reviews';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const withdrawMyReviewUrl = (reviewId: string) => apiPath(API.withdrawMyReview, { reviewId });

/** DELETE /api/v1/account/reviews/:id (the author): the review is gone from every list and count. */
export function withdrawMyReview(reviewId: string, lang: Lang): Promise<CommandResult> {
  return apiRequest(withdrawMyReviewUrl(reviewId), answerSchema('commandResultSchema'), {
    method: 'DELETE',
    headers: languageHeader(lang),
  });
}

/** Saves, then re-reads the author's lists at the write's position. */
export function useWithdrawMyReview(lang: Lang) {
  const refresh = useRefreshMyReviews();
  return useCallback(
    async (reviewId: string) => {
      const result = await withdrawMyReview(reviewId, lang);
      await refresh(result.position);
      return result;
    },
    [refresh, lang],
  );
}
