import { API, apiPath, type AccountRole, type CommandResult } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { sessionKey } from '@gp/web-common/session/get-session';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const changeAccountRoleKey = apiPath(API.changeAccountRole);

/** PUT /api/v1/account/role (any signed-in account): a client looking for pros, or a pro. */
export function changeAccountRole(role: AccountRole, url: string = changeAccountRoleKey): Promise<CommandResult> {
  return apiRequest(url, answerSchema('commandResultSchema'), { method: 'PUT', body: { role } });
}

/** Saves the choice, then re-reads the session: the navigation and the account's tabs follow it. */
export function useChangeAccountRole() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (role: AccountRole) => {
      await changeAccountRole(role);
      await mutate(sessionKey);
    },
    [mutate],
  );
}
