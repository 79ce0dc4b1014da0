import { API, apiPath } from '@gp/shared';
import useSWR from 'swr';
import { readModel } from '../../../lib/admin-request';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const PHOTOS_PAGE_SIZE = 24;

export const adminPhotosKey = (page: number) => apiPath(API.listAdminPhotos, {}, { page, pageSize: PHOTOS_PAGE_SIZE });

/** Every cached page of the photo queue: what a moderation decision makes stale. */
export const isAdminPhotosKey = (key: unknown) => typeof key === 'string' && key.startsWith(API.listAdminPhotos.path);

/** GET /api/v1/admin/photos (admins and auditors): pending first, then rejected, then approved. */
export const getAdminPhotos = (url: string) => readModel(url, answerSchema('listAdminPhotosResponseSchema'));

export function useAdminPhotos(page: number) {
  return useSWR(adminPhotosKey(page), getAdminPhotos, { keepPreviousData: true });
}
