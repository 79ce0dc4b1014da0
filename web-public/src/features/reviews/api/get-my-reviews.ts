import type { AuthoredReview } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';

export interface AuthoredReviewPage {
  items: AuthoredReview[];
  total: number;
  page: number;
  pageSize: number;
}

export interface MyReviewsQuery {
  contractorId?: string;
  page?: number;
  pageSize?: number;
}

export const MY_REVIEWS_PAGE_SIZE = 10;

/** GET /api/v1/account/reviews: the caller's reviews (an anonymous reviewer's session included). */
export function myReviewsKey({ contractorId, page = 1, pageSize = MY_REVIEWS_PAGE_SIZE }: MyReviewsQuery): string {
  const query = new URLSearchParams({
    ...(contractorId ? { contractorId } : {}),
    page: String(page),
    pageSize: String(pageSize),
  });
  return `/api/v1/account/reviews?${query.toString()}`;
}

/** `minPosition` waits until the read model holds a write the caller just made (X-Min-Position). */
export function getMyReviews(url: string, minPosition?: number): Promise<AuthoredReviewPage> {
  return apiRequest<AuthoredReviewPage>(
    url,
    minPosition === undefined ? {} : { headers: { 'X-Min-Position': String(minPosition) } },
  );
}

/** Null `query` reads nothing (a visitor without a session has no reviews to list). */
export function useMyReviews(query: MyReviewsQuery | null) {
  return useSWR<AuthoredReviewPage, unknown>(query ? myReviewsKey(query) : null, (url: string) => getMyReviews(url), {
    keepPreviousData: true,
  });
}

/** The review form lists every review its author wrote for the contractor: one page of the largest size. */
export const authorReviewsQuery = (contractorId: string): MyReviewsQuery => ({ contractorId, pageSize: 100 });
