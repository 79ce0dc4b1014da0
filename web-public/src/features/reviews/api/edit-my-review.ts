import { API, apiPath, type CommandResult, type EditMyReviewRequest, type Lang } from '@gp/shared';
import { useCallback } from 'react';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { useRefreshMyReviews } from './get-my-reviews';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const editMyReviewUrl = (reviewId: string) => apiPath(API.editMyReview, { reviewId });

/** PUT /api/v1/account/reviews/:id (the author, an anonymous author's session included): back to moderation. */
export function editMyReview(reviewId: string, body: EditMyReviewRequest, lang: Lang): Promise<CommandResult> {
  return apiRequest(editMyReviewUrl(reviewId), answerSchema('commandResultSchema'), {
    method: 'PUT',
    body,
    headers: languageHeader(lang),
  });
}

/** Saves, then re-reads the author's lists at the write's position. */
export function useEditMyReview(lang: Lang) {
  const refresh = useRefreshMyReviews();
  return useCallback(
    async (reviewId: string, body: EditMyReviewRequest) => {
      const result = await editMyReview(reviewId, body, lang);
      await refresh(result.position);
      return result;
    },
    [refresh, lang],
  );
}
