import { API, apiPath, type ListMyReviewsResponse } from '@gp/shared';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export interface MyReviewsQuery {
  contractorId?: string;
  page?: number;
  pageSize?: number;
}

export const MY_REVIEWS_PAGE_SIZE = 10;

/** GET /api/v1/account/reviews: the caller's reviews (an anonymous reviewer's session included). */
export function myReviewsKey({ contractorId, page = 1, pageSize = MY_REVIEWS_PAGE_SIZE }: MyReviewsQuery): string {
  return apiPath(API.listMyReviews, {}, { contractorId: contractorId || undefined, page, pageSize });
}

/** `minPosition` waits until the read model holds a write the caller just made (X-Min-Position). */
export function getMyReviews(url: string, minPosition?: number): Promise<ListMyReviewsResponse> {
  return apiRequest(
    url,
    answerSchema('listMyReviewsResponseSchema'),
    minPosition === undefined ? {} : { headers: { 'X-Min-Position': String(minPosition) } },
  );
}

/** Null `query` reads nothing (a visitor without a session has no reviews to list). */
export function useMyReviews(query: MyReviewsQuery | null) {
  return useSWR(query ? myReviewsKey(query) : null, (url: string) => getMyReviews(url), { keepPreviousData: true });
}

/** The review form lists every review its author wrote for the contractor: one page of the largest size. */
export const authorReviewsQuery = (contractorId: string): MyReviewsQuery => ({ contractorId, pageSize: 100 });

/** Every cached page of the caller's reviews (the account tab's pages, the review form's list). */
export const isMyReviewsKey = (key: unknown): key is string =>
  typeof key === 'string' && key.split('?')[0] === apiPath(API.listMyReviews);

/**
 * After the author's own write: re-reads every cached list of their reviews at the write's position.
 * The write is done either way: a failed refresh leaves the lists to their next read.
 */
export function useRefreshMyReviews() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (position: number) => {
      await Promise.allSettled(
        [...cache.keys()]
          .filter(isMyReviewsKey)
          .map((key) => mutate(key, getMyReviews(key, position), { revalidate: false })),
      );
    },
    [cache, mutate],
  );
}
