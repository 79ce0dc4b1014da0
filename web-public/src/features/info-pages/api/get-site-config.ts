import { API, apiPath, type SiteConfigResponse } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const siteConfigKey = apiPath(API.getSiteConfig);

/** GET /api/v1/site-config: per-deployment public settings (support's WhatsApp number). */
export function getSiteConfig(url: string = siteConfigKey): Promise<SiteConfigResponse> {
  return apiRequest(url, answerSchema('siteConfigResponseSchema'));
}

/** Only the contact page asks; the answer does not change while the app runs. */
export function useSiteConfig() {
  return useSWR(siteConfigKey, getSiteConfig, { revalidateOnFocus: false, revalidateIfStale: false });
}
