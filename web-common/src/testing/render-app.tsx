import './jsdom-polyfills';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SWRConfig, type Middleware } from 'swr';
import { AppProvider } from '../app/provider';
import { sessionKey, type Session } from '../session/get-session';
import type { OwnsPath } from '../lib/app-links';

export interface RenderAppOptions {
  /** What GET /api/v1/session answers; without it the session check fails (jsdom has no fetch). */
  session?: Session;
  /** Other API answers by SWR key (e.g. the auth providers); used only together with `session`. */
  answers?: Record<string, unknown>;
  ownsPath?: OwnsPath;
}

/** Renders a route tree at a URL inside the real providers, with a fresh SWR cache. */
export function renderApp(routes: RouteObject[], url: string, { session, answers, ownsPath }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const swrConfig = session
    ? { provider: () => new Map(), fallback: { ...answers, [sessionKey]: session }, use: [answersAsGiven] }
    : { provider: () => new Map(), shouldRetryOnError: false };
  const view = render(
    <SWRConfig value={swrConfig}>
      <AppProvider env="test" ownsPath={ownsPath}>
        <RouterProvider router={router} />
      </AppProvider>
    </SWRConfig>,
  );
  return { router, ...view };
}

/** The test's answers are what the page shows: no hook reads them again on mount, even one that asks to. */
const answersAsGiven: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(key, fetcher, { ...config, revalidateOnMount: false });
