import { API, apiPath } from '@gp/shared';
import { apiRequest } from '../lib/api-client';

export const signOutKey = apiPath(API.signOut);

/** POST /api/v1/auth/sign-out. Spec §8: sign-out errors are ignored, so this never rejects. */
export async function signOut(url: string = signOutKey): Promise<void> {
  const schema = import('./session-schemas').then((schemas) => schemas.signOutResponseSchema);
  await apiRequest(url, schema, { method: 'POST' }).catch(() => undefined);
}
