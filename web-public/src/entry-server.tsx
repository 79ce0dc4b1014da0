import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AppProvider } from '@gp/web-common/app/provider';
import { publicRoutes } from './app/router';
import { serverDataKeys } from '@gp/web-common/app/server-data';

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
 * SWR's fallback. Null when the route answers with a redirect (the browser app follows it).
 */
export async function renderPage(url: URL, fetchJson: FetchJson): Promise<ServerRenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const keys = serverDataKeys(context.matches, url);
  const answers = await Promise.all(keys.map(async (key) => [key, await fetchJson(key)] as const));
  const data = Object.fromEntries(answers.filter(([, answer]) => answer !== undefined));
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      {/* A cache per request: nothing one visitor's page read is kept for the next. */}
      <SWRConfig value={{ provider: () => new Map(), fallback: data }}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </SWRConfig>
    </StrictMode>,
  );
  return { html, data };
}
