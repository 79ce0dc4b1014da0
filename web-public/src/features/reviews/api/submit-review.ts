import { API, apiPath, type Lang, type SubmitReviewRequest, type SubmitReviewResponse } from '@gp/shared';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { languageHeader } from '@gp/web-common/lib/api-errors';
import { sessionKey } from '@gp/web-common/session/get-session';
import { authorReviewsQuery, getMyReviews, myReviewsKey } from './get-my-reviews';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const submitReviewKey = apiPath(API.submitReview);

/** POST /api/v1/reviews. A visitor without a session gets an anonymous one from this call. */
export function submitReview(
  body: SubmitReviewRequest,
  lang: Lang,
  url: string = submitReviewKey,
): Promise<SubmitReviewResponse> {
  return apiRequest(url, answerSchema('submitReviewResponseSchema'), {
    method: 'POST',
    body,
    headers: languageHeader(lang),
  });
}

/**
 * Submits, then brings the author's list for this contractor up to the new review (read at the
 * command's position) and re-reads the session, which a visitor's first review creates.
 */
export function useSubmitReview(lang: Lang) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(submitReviewKey, async (url: string, { arg }: { arg: SubmitReviewRequest }) => {
    const result = await submitReview(arg, lang, url);
    const listKey = myReviewsKey(authorReviewsQuery(arg.contractorId));
    // The review is saved either way: a failed refresh leaves the list to its next read.
    await Promise.allSettled([
      mutate(listKey, getMyReviews(listKey, result.position), { revalidate: false }),
      mutate(sessionKey),
    ]);
    return result;
  });
}
