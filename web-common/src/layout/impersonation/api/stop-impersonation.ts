import { API, apiPath, sessionResponseSchema, type SessionResponse } from '@gp/shared';
import { apiRequest } from '../../../lib/api-client';

export const stopImpersonationUrl = apiPath(API.stopImpersonation);

/** POST /api/v1/auth/impersonation/stop: the admin's own session cookie comes back. */
export function stopImpersonation(url: string = stopImpersonationUrl): Promise<SessionResponse> {
  return apiRequest(url, sessionResponseSchema, { method: 'POST' });
}
