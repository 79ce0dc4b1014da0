import { API, apiPath, type AuthProvidersResponse } from '@gp/shared';
import useSWR from 'swr';
import { apiRequest } from '@gp/web-common/lib/api-client';
import { answerSchema } from '@gp/web-common/lib/answer-schema';
import type { ServerDataKeys } from '@gp/web-common/app/server-data';

export const authProvidersKey = apiPath(API.authProviders);

/**
 * The sign-in and sign-up pages' server data: the server reads the providers, and a signed-out
 * visitor's browser keeps its answer (they do not change while the app runs), so the page reads
 * nothing on its own, and zod, which would parse the answer, does not load with it.
 */
export const authPageServerData: ServerDataKeys = () => [authProvidersKey];

/** GET /api/v1/auth/providers: which sign-in buttons to show besides email and password. */
export function getAuthProviders(url: string = authProvidersKey): Promise<AuthProvidersResponse> {
  return apiRequest(url, answerSchema('authProvidersResponseSchema'));
}

/** Providers do not change while the app runs. Until the answer comes (or if it fails) only email shows. */
export function useAuthProviders() {
  const { data } = useSWR(authProvidersKey, getAuthProviders, { revalidateOnFocus: false, revalidateIfStale: false });
  return { google: data?.google ?? false };
}
