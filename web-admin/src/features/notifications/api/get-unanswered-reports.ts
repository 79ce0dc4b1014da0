import { API, apiPath } from '@gp/shared';
import useSWR from 'swr';
import { readModel } from '../../../lib/admin-request';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const unansweredReportsKey = () => apiPath(API.listUnansweredReports, {});

/** GET /api/v1/admin/unanswered-reports (admins and auditors): pros clients said did not get back to them, most NO answers first. */
export const getUnansweredReports = (url: string) =>
  readModel(url, answerSchema('listUnansweredReportsResponseSchema'));

export function useUnansweredReports() {
  return useSWR(unansweredReportsKey(), getUnansweredReports);
}
