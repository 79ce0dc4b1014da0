import { proStatsSchema, type ProStats } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';

export const proStatsKey = '/api/v1/account/stats';

/** GET /api/v1/account/stats: the pro's last 30 days. */
export async function getProStats(url: string): Promise<ProStats> {
  return proStatsSchema.parse(await apiRequest<unknown>(url));
}

export function useProStats() {
  return useSWR<ProStats, unknown>(proStatsKey, getProStats);
}
