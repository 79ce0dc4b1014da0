import { API, apiPath, type CommandResult, type Lang, type ReplyToReviewRequest } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { getProfileReviews, profileReviewsKey } from './get-profile-reviews';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const replyToReviewKey = (reviewId: string) => apiPath(API.replyToReview, { reviewId });

/** PUT /api/v1/account/reviews/:reviewId/reply (only the pro the review is about); messages in the page language. */
export function replyToReview(url: string, body: ReplyToReviewRequest, lang: Lang): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'PUT', body, headers: languageHeader(lang) });
}

/** Saves the pro's reply, then re-reads the page of reviews it is on up to that write. */
export function useReplyToReview(userId: string, page: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (reviewId: string, text: string, lang: Lang) => {
      const { position } = await replyToReview(replyToReviewKey(reviewId), { text }, lang);
      const key = profileReviewsKey(userId, page);
      await mutate(key, getProfileReviews(key, position), { revalidate: false });
    },
    [mutate, userId, page],
  );
}
