import { API, apiPath } from '@gp/shared';
import useSWR from 'swr';
import { ApiError, apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

/** GET /api/v1/contractors/:userId/card: name and photo of a contractor, public or not yet. */
export const contractorCardKey = (contractorId: string) => apiPath(API.getContractorCard, { userId: contractorId });

export const getContractorCard = (url: string) => apiRequest(url, answerSchema('contractorCardSchema'));

/** 404 (no such contractor) and 400 (an id that cannot be one) will not change on a retry. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.code !== 'REQUEST.RATE_LIMITED';

export function useContractorCard(contractorId: string) {
  const { data, error, isLoading } = useSWR(contractorCardKey(contractorId), getContractorCard, {
    shouldRetryOnError: (retryError) => !isFinal(retryError),
  });
  return { card: data, isLoading, notFound: isFinal(error), failed: error !== undefined && !isFinal(error) };
}
