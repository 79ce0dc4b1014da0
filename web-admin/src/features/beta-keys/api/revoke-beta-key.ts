import { API, apiPath, type RevokeBetaKeyResponse } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { runCommand } from '../../../lib/admin-request';
import { answerSchema } from '@gp/web-common/lib/answer-schema';
import { isBetaKeysKey } from './get-beta-keys';

export const revokeBetaKeyUrl = (keyId: string) => apiPath(API.revokeBetaKey, { keyId });

/** POST /api/v1/admin/beta-keys/:keyId/revoke (admins): from then on the key admits no one. */
export function revokeBetaKey(keyId: string): Promise<RevokeBetaKeyResponse> {
  return runCommand(revokeBetaKeyUrl(keyId), answerSchema('commandResultSchema'), { method: 'POST', body: {} });
}

/** Revokes a key, then reads the list again (after the write, X-Min-Position). */
export function useRevokeBetaKey() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (keyId: string) => {
      await revokeBetaKey(keyId);
      await mutate(isBetaKeysKey);
    },
    [mutate],
  );
}
