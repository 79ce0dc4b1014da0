import type { AdminPhoto } from '@gp/shared';
import useSWR from 'swr';
import { listUrl, readModel } from '../../../lib/admin-request';

export const ADMIN_PHOTOS_PATH = '/api/v1/admin/photos';
export const PHOTOS_PAGE_SIZE = 24;

export interface AdminPhotoList {
  items: AdminPhoto[];
  total: number;
  page: number;
  pageSize: number;
}

export const adminPhotosKey = (page: number) => listUrl(ADMIN_PHOTOS_PATH, { page, pageSize: PHOTOS_PAGE_SIZE });

/** Every cached page of the photo queue: what a moderation decision makes stale. */
export const isAdminPhotosKey = (key: unknown) => typeof key === 'string' && key.startsWith(ADMIN_PHOTOS_PATH);

/** GET /api/v1/admin/photos (admins and auditors): pending first, then rejected, then approved. */
export const getAdminPhotos = (url: string) => readModel<AdminPhotoList>(url);

export function useAdminPhotos(page: number) {
  return useSWR<AdminPhotoList, unknown>(adminPhotosKey(page), getAdminPhotos, { keepPreviousData: true });
}
