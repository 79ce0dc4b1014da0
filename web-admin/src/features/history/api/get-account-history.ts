import { API, apiPath } from '@gp/shared';
import useSWR from 'swr';
import { readModel } from '../../../lib/admin-request';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const accountHistoryKey = (userId: string) => apiPath(API.accountHistory, { userId: userId });

/** GET /api/v1/audit/users/:id (admins and auditors): every event of the account, oldest first. */
export const getAccountHistory = (url: string) => readModel(url, answerSchema('auditHistoryViewSchema'));

/** An account's history, fetched only while one is asked for (`userId` null otherwise). */
export function useAccountHistory(userId: string | null) {
  return useSWR(userId ? accountHistoryKey(userId) : null, getAccountHistory);
}
