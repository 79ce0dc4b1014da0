import { apiRequest } from '../lib/api-client';

export const signOutKey = '/api/v1/auth/sign-out';

/** POST /api/v1/auth/sign-out. Spec §8: sign-out errors are ignored, so this never rejects. */
export async function signOut(url: string = signOutKey): Promise<void> {
  await apiRequest<{ ok: true }>(url, { method: 'POST' }).catch(() => undefined);
}
