import { API, apiPath } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const profileKey = (contractorId: string) => apiPath(API.getProfile, { userId: contractorId });

/**
 * Whether GET /api/v1/profiles/:id answers for the caller: a profile is public only from its third
 * live review, and a link to one that is not would land on the 404 page. Undefined while asking.
 */
export function useProfileVisible(contractorId: string): boolean | undefined {
  const { data, error } = useSWR(
    profileKey(contractorId),
    (url: string) => apiRequest(url, answerSchema('profileViewSchema')),
    {
      shouldRetryOnError: false,
    },
  );
  if (data) return true;
  return error === undefined ? undefined : false;
}
