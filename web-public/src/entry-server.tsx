import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { AppRoutes, loadMatchedRoutes } from '@gp/web-common/app/app-routes';
import { serverDataKeys } from '@gp/web-common/app/lazy-route';
import { AppProvider } from '@gp/web-common/app/provider';
import { publicRoutes } from './app/router';
import { freshServerAnswers } from '@gp/web-common/app/fresh-server-answers';
import { sessionKey, signedOutSession } from '@gp/web-common/session/get-session';

/** Reads one API GET for the page as the browser would: its JSON, or undefined when it is not a 200. */
export type FetchJson = (key: string) => Promise<unknown>;

/** A page rendered on the server: the markup of #root and the API answers it was rendered from. */
export interface ServerRenderedPage {
  html: string;
  data: Record<string, unknown>;
}

/**
 * Renders a web-public page as HTML: matches the route (loading its lazy page module), fetches
 * the API reads the page names as its server data, and renders the app with those answers as
 * SWR's fallback. A visitor the server knows to be signed out (no session cookie) gets the
 * session's answer too: the page shows its sign-in buttons at once, and the browser, holding every
 * answer a signed-out visitor would read, reads none of them again.
 */
export async function renderPage(
  url: URL,
  fetchJson: FetchJson,
  visitor: { signedOut: boolean },
): Promise<ServerRenderedPage> {
  const location = { pathname: url.pathname, search: url.search, hash: url.hash };
  const keys = serverDataKeys(await loadMatchedRoutes(publicRoutes, location), url);
  const answers = await Promise.all(keys.map(async (key) => [key, await fetchJson(key)] as const));
  const data = Object.fromEntries(answers.filter(([, answer]) => answer !== undefined));
  if (visitor.signedOut) data[sessionKey] = signedOutSession;
  const render = () =>
    renderToString(
      <StrictMode>
        {/* A cache per request: nothing one visitor's page read is kept for the next. */}
        <SWRConfig
          value={{
            provider: () => new Map(),
            fallback: data,
            // As the browser will: a hook's loading state depends on whether it reads again on mount.
            use: visitor.signedOut ? [freshServerAnswers(data, () => undefined)] : [],
          }}
        >
          <AppProvider>
            <StaticRouter location={location}>
              <AppRoutes routes={publicRoutes} />
            </StaticRouter>
          </AppProvider>
        </SWRConfig>
      </StrictMode>,
    );
  let html = render();
  // renderToString cannot wait. A lazy component the page shows (a part loaded only when needed)
  // whose module the server has not loaded yet leaves its boundary to the browser, which reports
  // that as an error: the render started the import, so the page is rendered again once it is in.
  for (let renders = 1; html.includes(CLIENT_RENDERED_BOUNDARY) && renders < RENDERS_FOR_LAZY_PARTS; renders++) {
    await new Promise((resolve) => setImmediate(resolve));
    html = render();
  }
  return { html, data };
}

/** React's mark for a Suspense boundary the server left to the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
/** Lazy parts may hold lazy parts: a few renders load them all. */
const RENDERS_FOR_LAZY_PARTS = 4;
