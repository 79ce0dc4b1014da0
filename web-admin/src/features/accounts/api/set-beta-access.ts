import { API, apiPath, type AdminAccount, type CommandResult, type SetBetaAccessRequest } from '@gp/shared';
import { useCallback } from 'react';
import { runCommand } from '../../../lib/admin-request';
import { useOptimisticAccountUpdate } from '../hooks/use-optimistic-account-update';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const betaAccessUrl = (userId: string) => apiPath(API.setBetaAccess, { userId });

/** PUT /api/v1/admin/users/:id/beta-access (admins). */
export function setBetaAccess(userId: string, hasBetaAccess: boolean): Promise<CommandResult> {
  const body: SetBetaAccessRequest = { hasBetaAccess };
  return runCommand(betaAccessUrl(userId), answerSchema('commandResultSchema'), { method: 'PUT', body });
}

/** Grants or revokes beta access, shown in the list `listKey` before the server answers. */
export function useSetBetaAccess(listKey: string) {
  const update = useOptimisticAccountUpdate(listKey);
  return useCallback(
    (account: AdminAccount, hasBetaAccess: boolean) =>
      update(account.id, { hasBetaAccess }, () => setBetaAccess(account.id, hasBetaAccess)),
    [update],
  );
}
