// Mantine's base styles; each component's own come with it (build-plugins/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './theme-variables.css';
import './responsive-classes.css';
import './fonts.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import type { OwnsPath } from '../lib/app-links';
import { sessionKey } from '../session/get-session';
import { freshServerAnswers } from './fresh-server-answers';
import { AppRoutes, loadMatchedRoutes } from './app-routes';
import { applyDeferredStylesheets } from './deferred-stylesheets';
import { stopHoldingTaps } from './early-input';
import { deferHydrationBelowTheFold } from './hydrate-when-visible';
import { AppProvider } from './provider';
import { SERVER_DATA_ELEMENT_ID } from './server-data';

/**
 * Starts an app (web-public or web-admin) in index.html's #root. A page the server rendered is
 * hydrated with the API answers it was rendered from; any other page is rendered here.
 */
export async function mountApp(routes: RouteObject[], ownsPath?: OwnsPath) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Read while the page's chunks load, and (unless they stall) in place before the app renders
  // anything: what it renders that the server's HTML did not have (a form started from the browser's
  // draft, a menu) is styled from its first frame instead of jumping when the sheets arrive.
  const wholeStylesheets = applyDeferredStylesheets();
  // The browser has just run every module of the app in one task; what follows gets tasks of its
  // own, so a phone can answer a tap or paint in between instead of freezing for the sum.
  await yieldToBrowser();
  // The page starts its app at the first paint, which on a slow phone comes before the browser has
  // read the whole page: the data block, last in the body, and the end of #root would be missing,
  // and the app would render the page afresh over the server's instead of hydrating it.
  await documentParsed();
  const serverData = readServerData();
  // The first render must not wait for a chunk: a server-rendered page's must match the server's
  // HTML, and any other would be blank meanwhile.
  try {
    await loadMatchedRoutes(routes, window.location);
  } catch (error) {
    // The page's chunk did not download (a deployment replaced it, the connection dropped): a
    // server-rendered page stays as the server sent it, its links working without the app.
    if (serverData) return;
    throw error;
  }
  const onFirstPageLeft: Array<() => void> = [];
  const leftPage = (left: () => void) => void onFirstPageLeft.push(left);
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
          {/* The same tree as the server's (entry-server.tsx) below the router: useId's ids must match. */}
          <BrowserRouter>
            <AppRoutes routes={routes} onFirstPageLeft={() => onFirstPageLeft.forEach((left) => left())} />
          </BrowserRouter>
        </AppProvider>
      </SWRConfig>
    </StrictMode>
  );
  // Not for long: on a connection that stalls, a page that comes alive unstyled in places beats one
  // that never does.
  await Promise.race([wholeStylesheets, waitMs(STYLESHEETS_WAIT_MS)]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is interactive (a phone would freeze for a second).
  if (serverData) {
    deferHydrationBelowTheFold();
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
  stopHoldingTaps();
}

/** How long the first render waits for the whole stylesheets once the page's chunks are in. */
const STYLESHEETS_WAIT_MS = 2000;

const waitMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const yieldToBrowser = () => waitMs(0);

const documentParsed = () =>
  document.readyState === 'loading'
    ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();

function readServerData(): Record<string, unknown> | undefined {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as Record<string, unknown>;
}
