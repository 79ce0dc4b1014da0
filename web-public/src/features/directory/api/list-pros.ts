import { API, DIRECTORY_PAGE_SIZE, apiPath, type DirectoryPage } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import type { DirectorySearch } from '../directory-search';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

/** GET /api/v1/pros: the public pros matching a search, one page of them. */
export function prosKey(search: DirectorySearch): string {
  return apiPath(
    API.listPros,
    {},
    {
      page: search.page,
      pageSize: DIRECTORY_PAGE_SIZE,
      sort: search.sort,
      service: search.service || undefined,
      zone: search.zone || undefined,
      language: search.language || undefined,
      openNow: search.openNow || undefined,
      minRating: search.minRating,
      q: search.q || undefined,
    },
  );
}

export function listPros(url: string): Promise<DirectoryPage> {
  return apiRequest(url, answerSchema('directoryPageSchema'));
}

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export function usePros(search: DirectorySearch) {
  return useSWR(prosKey(search), listPros, { keepPreviousData: true });
}
