import { API, apiPath } from '@gp/shared';
import useSWR from 'swr';
import { readModel } from '../../../lib/admin-request';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const BETA_KEYS_PAGE_SIZE = 25;

export const betaKeysKey = (page: number) => apiPath(API.listBetaKeys, {}, { page, pageSize: BETA_KEYS_PAGE_SIZE });

/** Every cached page of the list: what issuing or revoking a key makes stale. */
export const isBetaKeysKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${API.listBetaKeys.path}?`);

/** GET /api/v1/admin/beta-keys (admins and auditors): newest first, with note, status and who used or revoked each. */
export const getBetaKeys = (url: string) => readModel(url, answerSchema('listBetaKeysResponseSchema'));

/** One page of the keys; while another page loads, the previous one stays on screen. */
export function useBetaKeys(page: number) {
  return useSWR(betaKeysKey(page), getBetaKeys, { keepPreviousData: true });
}
