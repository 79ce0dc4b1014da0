import { API, apiPath } from '@gp/shared';
import useSWR from 'swr';
import { readModel } from '../../../lib/admin-request';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const ACCOUNTS_PAGE_SIZE = 25;

export interface AccountsQuery {
  search: string;
  includeAnonymous: boolean;
  page: number;
}

export const accountsKey = ({ search, includeAnonymous, page }: AccountsQuery) =>
  apiPath(
    API.listAccounts,
    {},
    { search: search.trim() || undefined, includeAnonymous, page, pageSize: ACCOUNTS_PAGE_SIZE },
  );

/** Every cached accounts list, whatever its query: what a deletion makes stale. */
export const isAccountsKey = (key: unknown) => typeof key === 'string' && key.startsWith(API.listAccounts.path);

/** GET /api/v1/admin/accounts (admins and auditors): newest first, searchable, paged. */
export const getAccounts = (url: string) => readModel(url, answerSchema('listAccountsResponseSchema'));

/** The accounts list; while a new page or search loads, the previous one stays on screen. */
export function useAccounts(query: AccountsQuery) {
  return useSWR(accountsKey(query), getAccounts, { keepPreviousData: true });
}
