import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AppProvider } from '@gp/web-common/app/provider';
import { publicRoutes } from './app/router';
import { freshServerAnswers } from '@gp/web-common/app/fresh-server-answers';
import { serverDataKeys } from '@gp/web-common/app/server-data';
import { sessionKey, signedOutSession } from '@gp/web-common/session/get-session';

/** Reads one API GET for the page as the browser would: its JSON, or undefined when it is not a 200. */
export type FetchJson = (key: string) => Promise<unknown>;

/** A page rendered on the server: the markup of #root and the API answers it was rendered from. */
export interface ServerRenderedPage {
  html: string;
  data: Record<string, unknown>;
}

const handler = createStaticHandler(publicRoutes);

/**
 * Renders a web-public page as HTML: matches the route (loading its lazy page module), fetches
 * the API reads the page names as its server data, and renders the app with those answers as
 * SWR's fallback. A visitor the server knows to be signed out (no session cookie) gets the
 * session's answer too: the page shows its sign-in buttons at once, and the browser, holding every
 * answer a signed-out visitor would read, reads none of them again. Null when the route answers
 * with a redirect (the browser app follows it).
 */
export async function renderPage(
  url: URL,
  fetchJson: FetchJson,
  visitor: { signedOut: boolean },
): Promise<ServerRenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const keys = serverDataKeys(context.matches, url);
  const answers = await Promise.all(keys.map(async (key) => [key, await fetchJson(key)] as const));
  const data = Object.fromEntries(answers.filter(([, answer]) => answer !== undefined));
  if (visitor.signedOut) data[sessionKey] = signedOutSession;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
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
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </SWRConfig>
    </StrictMode>,
  );
  return { html, data };
}
