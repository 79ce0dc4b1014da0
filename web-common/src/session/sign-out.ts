import { API, apiPath } from '@gp/shared';
import { answerSchema } from '../lib/answer-schema';
import { apiRequest } from '../lib/api-client';

export const signOutKey = apiPath(API.signOut);

/** POST /api/v1/auth/sign-out. Spec §8: sign-out errors are ignored, so this never rejects. */
export async function signOut(url: string = signOutKey): Promise<void> {
  await apiRequest(url, answerSchema('signOutResponseSchema'), { method: 'POST' }).catch(() => undefined);
}
