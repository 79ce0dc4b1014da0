import { API, apiPath, type SessionResponse } from '@gp/shared';
import useSWR from 'swr';
import { answerSchema } from '../lib/answer-schema';
import { ApiError, apiRequest } from '../lib/api-client';

export type Session = SessionResponse;

export const sessionKey = apiPath(API.getSession);

export const signedOutSession: Session = { user: null };

/** GET /api/v1/session. A 401 (or a 404 from a server without the endpoint) means signed out. */
export async function getSession(url: string = sessionKey): Promise<Session> {
  try {
    return await apiRequest(url, answerSchema('sessionResponseSchema'));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return signedOutSession;
    throw error;
  }
}

export function useSession() {
  const { data, error, isLoading, mutate } = useSWR(sessionKey, getSession);
  return {
    /** Null when signed out (or the check failed), undefined while the check runs. */
    user: isLoading ? undefined : (data?.user ?? null),
    isLoading,
    error,
    /** SWR's mutate for the session: no argument re-reads it from the server. */
    mutate,
  };
}
