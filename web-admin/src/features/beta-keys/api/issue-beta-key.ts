import { API, apiPath, type IssueBetaKeyResponse } from '@gp/shared';
import useSWRMutation from 'swr/mutation';
import { runCommand } from '../../../lib/admin-request';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const betaKeysUrl = apiPath(API.issueBetaKey);

/** POST /api/v1/admin/beta-keys (admins): a new key and its English and Spanish sign-up links. */
export function issueBetaKey(url: string = betaKeysUrl): Promise<IssueBetaKeyResponse> {
  return runCommand(url, answerSchema('issueBetaKeyResponseSchema'), { method: 'POST', body: {} });
}

/** Issues keys on demand; `data` holds the newest key's links, `error` the last failure. */
export function useIssueBetaKey() {
  return useSWRMutation<IssueBetaKeyResponse, unknown, string>(betaKeysUrl, (url: string) => issueBetaKey(url));
}
