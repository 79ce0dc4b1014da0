import './jsdom-polyfills';
import { act, render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { SWRConfig, type Middleware } from 'swr';
import { AppRoutes } from '../app/app-routes';
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

/** The test's view of the router: where it is, and a way to go elsewhere as a link would. */
export interface TestRouter {
  readonly location: Location;
  navigate(to: string): Promise<void>;
}

/** Renders a route tree at a URL inside the real providers, with a fresh SWR cache, as the apps do. */
export function renderApp(routes: RouteObject[], url: string, { session, answers, ownsPath }: RenderAppOptions = {}) {
  let shown: { location: Location; navigate: NavigateFunction } | undefined;
  const current = () => {
    if (!shown) throw new Error('The router has not rendered yet');
    return shown;
  };
  const router: TestRouter = {
    get location() {
      return current().location;
    },
    navigate: (to) => act(async () => void (await current().navigate(to))),
  };
  const swrConfig = session
    ? { provider: () => new Map(), fallback: { ...answers, [sessionKey]: session }, use: [answersAsGiven] }
    : { provider: () => new Map(), shouldRetryOnError: false };
  const view = render(
    <SWRConfig value={swrConfig}>
      <AppProvider env="test" ownsPath={ownsPath}>
        <MemoryRouter initialEntries={[url]}>
          <RouterProbe onRender={(router) => (shown = router)} />
          <AppRoutes routes={routes} />
        </MemoryRouter>
      </AppProvider>
    </SWRConfig>,
  );
  return { router, ...view };
}

function RouterProbe({ onRender }: { onRender: (router: { location: Location; navigate: NavigateFunction }) => void }) {
  onRender({ location: useLocation(), navigate: useNavigate() });
  return null;
}

/** The test's answers are what the page shows: no hook reads them again on mount, even one that asks to. */
const answersAsGiven: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(key, fetcher, { ...config, revalidateOnMount: false });
