import { API, apiPath, type ProStats } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const proStatsKey = apiPath(API.getProStats);

/** GET /api/v1/account/stats: the pro's last 30 days. */
export function getProStats(url: string): Promise<ProStats> {
  return apiRequest(url, answerSchema('proStatsSchema'));
}

export function useProStats() {
  return useSWR(proStatsKey, getProStats);
}
