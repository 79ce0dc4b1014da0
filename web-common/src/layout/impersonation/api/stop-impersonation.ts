import { API, apiPath, type SessionResponse } from '@gp/shared';
import { answerSchema } from '../../../lib/answer-schema';
import { apiRequest } from '../../../lib/api-client';

export const stopImpersonationUrl = apiPath(API.stopImpersonation);

/** POST /api/v1/auth/impersonation/stop: the admin's own session cookie comes back. */
export function stopImpersonation(url: string = stopImpersonationUrl): Promise<SessionResponse> {
  return apiRequest(url, answerSchema('sessionResponseSchema'), { method: 'POST' });
}
