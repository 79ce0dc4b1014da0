// Mantine's base styles; each component's own come with it (build-plugins/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './theme-variables.css';
import './fonts.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import type { OwnsPath } from '../lib/app-links';
import { sessionKey } from '../session/get-session';
import { freshServerAnswers } from './fresh-server-answers';
import { AppProvider } from './provider';
import { SERVER_DATA_ELEMENT_ID } from './server-data';

/**
 * Starts an app (web-public or web-admin) in index.html's #root. A page the server rendered is
 * hydrated with the API answers it was rendered from; any other page is rendered here.
 */
export async function mountApp(routes: RouteObject[], ownsPath?: OwnsPath) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const serverData = readServerData();
  // The server rendered the page's lazy module: it must be loaded before the first render, or
  // that render (the blank HydrateFallback) would not match the server's HTML.
  if (serverData) await loadMatchedLazyRoutes(routes);
  // Hydration data, even empty, tells the router the page came from the server: its scroll
  // restoration then leaves the first page where the visitor has scrolled it meanwhile, instead of
  // throwing them back to the top once the page comes alive (and a link they were about to tap
  // from under their finger).
  const router = createBrowserRouter(routes, serverData ? { hydrationData: {} } : undefined);
  const shownAt = router.state.location.key;
  const leftPage = (left: () => void) =>
    router.subscribe(({ location }) => {
      if (location.key !== shownAt) left();
    });
  // The server adds the session's answer only for a visitor it knows to be signed out.
  const signedOutAnswers = serverData && sessionKey in serverData ? serverData : undefined;
  const app = (
    <StrictMode>
      <SWRConfig
        value={{
          fallback: serverData ?? {},
          use: signedOutAnswers ? [freshServerAnswers(signedOutAnswers, leftPage)] : [],
        }}
      >
        <AppProvider ownsPath={ownsPath}>
          <RouterProvider router={router} />
        </AppProvider>
      </SWRConfig>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is interactive (a phone would freeze for a second).
  if (serverData) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

function readServerData(): Record<string, unknown> | undefined {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as Record<string, unknown>;
}

async function loadMatchedLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
