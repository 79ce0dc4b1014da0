import { API, apiPath, type AdminAccount, type CommandResult } from '@gp/shared';
import { useCallback } from 'react';
import { runCommand } from '../../../lib/admin-request';
import { useOptimisticAccountUpdate } from '../hooks/use-optimistic-account-update';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const auditorRoleUrl = (userId: string) => apiPath(API.setAuditorRole, { userId });

/** PUT /api/v1/admin/users/:id/auditor (admins). */
export function setAuditorRole(userId: string, isAuditor: boolean): Promise<CommandResult> {
  return runCommand(auditorRoleUrl(userId), answerSchema('commandResultSchema'), {
    method: 'PUT',
    body: { isAuditor },
  });
}

/** Grants or revokes the auditor role, shown in the list `listKey` before the server answers. */
export function useSetAuditorRole(listKey: string) {
  const update = useOptimisticAccountUpdate(listKey);
  return useCallback(
    (account: AdminAccount, isAuditor: boolean) =>
      update(account.id, { isAuditor }, () => setAuditorRole(account.id, isAuditor)),
    [update],
  );
}
