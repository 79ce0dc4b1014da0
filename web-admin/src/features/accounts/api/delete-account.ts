import { API, apiPath, type CommandResult } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { runCommand } from '../../../lib/admin-request';
import { isAccountsKey } from './get-accounts';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const accountUrl = (userId: string) => apiPath(API.deleteAccount, { userId });

/** DELETE /api/v1/admin/users/:id (admins): the email is released, the reviews stay. */
export function deleteAccount(userId: string): Promise<CommandResult> {
  return runCommand(accountUrl(userId), answerSchema('commandResultSchema'), { method: 'DELETE' });
}

/** Deletes an account, then re-reads every accounts list (pages shift). */
export function useDeleteAccount() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (userId: string) => {
      await deleteAccount(userId);
      await mutate(isAccountsKey);
    },
    [mutate],
  );
}
