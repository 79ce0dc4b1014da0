import { API, apiPath, type SessionResponse } from '@gp/shared';
import { apiRequest } from '../../../lib/api-client';

export const stopImpersonationUrl = apiPath(API.stopImpersonation);

/** POST /api/v1/auth/impersonation/stop: the admin's own session cookie comes back. */
export function stopImpersonation(url: string = stopImpersonationUrl): Promise<SessionResponse> {
  const schema = import('../../../session/session-schemas').then((schemas) => schemas.sessionResponseSchema);
  return apiRequest(url, schema, { method: 'POST' });
}
