import { DIRECTORY_PAGE_SIZE, directoryPageSchema, type DirectoryPage } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import type { DirectorySearch } from '../directory-search';

/** GET /api/v1/pros: the public pros matching a search, one page of them. */
export function prosKey(search: DirectorySearch): string {
  const params = new URLSearchParams({
    page: String(search.page),
    pageSize: String(DIRECTORY_PAGE_SIZE),
    sort: search.sort,
  });
  if (search.service) params.set('service', search.service);
  if (search.zone) params.set('zone', search.zone);
  if (search.language) params.set('language', search.language);
  if (search.openNow) params.set('openNow', 'true');
  if (search.minRating !== undefined) params.set('minRating', String(search.minRating));
  if (search.q) params.set('q', search.q);
  return `/api/v1/pros?${params.toString()}`;
}

export async function listPros(url: string): Promise<DirectoryPage> {
  return directoryPageSchema.parse(await apiRequest<unknown>(url));
}

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export function usePros(search: DirectorySearch) {
  return useSWR<DirectoryPage, unknown>(prosKey(search), listPros, { keepPreviousData: true });
}
