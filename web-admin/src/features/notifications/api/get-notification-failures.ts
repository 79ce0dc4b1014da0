import { API, apiPath } from '@gp/shared';
import useSWR from 'swr';
import { readModel } from '../../../lib/admin-request';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const NOTIFICATION_FAILURES_PAGE_SIZE = 25;

export const notificationFailuresKey = (page: number) =>
  apiPath(API.listNotificationFailures, {}, { page, pageSize: NOTIFICATION_FAILURES_PAGE_SIZE });

/** GET /api/v1/admin/notification-failures (admins and auditors): notifications that could not be sent, the latest first. */
export const getNotificationFailures = (url: string) =>
  readModel(url, answerSchema('listNotificationFailuresResponseSchema'));

/** One page of the failures; while another page loads, the previous one stays on screen. */
export function useNotificationFailures(page: number) {
  return useSWR(notificationFailuresKey(page), getNotificationFailures, { keepPreviousData: true });
}
