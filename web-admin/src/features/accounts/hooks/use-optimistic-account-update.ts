import type { AdminAccount, ListAccountsResponse } from '@gp/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

const patched = (list: ListAccountsResponse | undefined, accountId: string, patch: Partial<AdminAccount>) =>
  list && {
    ...list,
    items: list.items.map((account) => (account.id === accountId ? { ...account, ...patch } : account)),
  };

/**
 * Shows a change to one account in the list at once, sends it, and puts the row back if the
 * server refuses (the error is rethrown for the caller to explain). The list is then re-read.
 */
export function useOptimisticAccountUpdate(listKey: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (accountId: string, patch: Partial<AdminAccount>, send: () => Promise<unknown>) => {
      await mutate<ListAccountsResponse>(
        listKey,
        async (current) => {
          await send();
          return patched(current, accountId, patch);
        },
        {
          optimisticData: (current) => patched(current, accountId, patch) as ListAccountsResponse,
          rollbackOnError: true,
          populateCache: true,
          revalidate: true,
        },
      );
    },
    [mutate, listKey],
  );
}
