import { API, apiPath, type IssueBetaKeyRequest, type IssueBetaKeyResponse } from '@gp/shared';
import useSWRMutation from 'swr/mutation';
import { runCommand } from '../../../lib/admin-request';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const betaKeysUrl = apiPath(API.issueBetaKey);

/** POST /api/v1/admin/beta-keys (admins): a new key, with the admin's note if any, and its English and Spanish sign-up links. */
export function issueBetaKey(url: string = betaKeysUrl, note = ''): Promise<IssueBetaKeyResponse> {
  const body: IssueBetaKeyRequest = note.trim() ? { note: note.trim() } : {};
  return runCommand(url, answerSchema('issueBetaKeyResponseSchema'), { method: 'POST', body });
}

/** Issues keys on demand (`trigger(note?)`); `data` holds the newest key's links, `error` the last failure. */
export function useIssueBetaKey() {
  return useSWRMutation<IssueBetaKeyResponse, unknown, string, string | undefined>(betaKeysUrl, (url, { arg }) =>
    issueBetaKey(url, arg),
  );
}
