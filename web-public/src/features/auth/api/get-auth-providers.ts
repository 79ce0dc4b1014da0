import { API, apiPath, type AuthProvidersResponse } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';

export const authProvidersKey = apiPath(API.authProviders);

/** GET /api/v1/auth/providers: which sign-in buttons to show besides email and password. */
export function getAuthProviders(url: string = authProvidersKey): Promise<AuthProvidersResponse> {
  return apiRequest(url, answerSchema('authProvidersResponseSchema'));
}

/** Providers do not change while the app runs. Until the answer comes (or if it fails) only email shows. */
export function useAuthProviders() {
  const { data } = useSWR(authProvidersKey, getAuthProviders, { revalidateOnFocus: false, revalidateIfStale: false });
  return { google: data?.google ?? false };
}
