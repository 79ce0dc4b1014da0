import type { ListAccountsResponse } from '@gp/shared';
import useSWR from 'swr';
import { listUrl, readModel } from '../../../lib/admin-request';

export const ACCOUNTS_PATH = '/api/v1/admin/accounts';
export const ACCOUNTS_PAGE_SIZE = 25;

export interface AccountsQuery {
  search: string;
  includeAnonymous: boolean;
  page: number;
}

export const accountsKey = ({ search, includeAnonymous, page }: AccountsQuery) =>
  listUrl(ACCOUNTS_PATH, { search: search.trim(), includeAnonymous, page, pageSize: ACCOUNTS_PAGE_SIZE });

/** Every cached accounts list, whatever its query: what a deletion makes stale. */
export const isAccountsKey = (key: unknown) => typeof key === 'string' && key.startsWith(ACCOUNTS_PATH);

/** GET /api/v1/admin/accounts (admins and auditors): newest first, searchable, paged. */
export const getAccounts = (url: string) => readModel<ListAccountsResponse>(url);

/** The accounts list; while a new page or search loads, the previous one stays on screen. */
export function useAccounts(query: AccountsQuery) {
  return useSWR<ListAccountsResponse, unknown>(accountsKey(query), getAccounts, { keepPreviousData: true });
}
