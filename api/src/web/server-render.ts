import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '@gp/shared';
import { serverRenderHeaders } from '../core/http/server-render';
import { scriptJson } from './structured-data';

/** A page web-public rendered on the server: the markup of #root and the API answers it shows. */
export interface ServerRenderedPage {
  html: string;
  data: Record<string, unknown>;
}

/** web-public's server entry (src/entry-server.tsx, built to dist-server/entry-server.cjs). */
export interface PageRenderer {
  renderPage(url: URL, fetchJson: (key: string) => Promise<unknown>): Promise<ServerRenderedPage | null>;
}

/** The renderer in `file`, or null when web-public's server bundle is not built (pages then render in the browser). */
export function loadPageRenderer(file: string | undefined): PageRenderer | null {
  if (!file || !existsSync(file)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
  return require(file) as PageRenderer;
}

/**
 * Renders a web-public page for `request`. The page's API reads go through the app itself, as a
 * signed-out visitor from the same address (so rate limits still apply per visitor), and answer
 * exactly what the browser's own reads would. A page that fails to render is left to the browser.
 */
export async function renderForRequest(app: FastifyInstance, renderer: PageRenderer, request: FastifyRequest, lang: Lang, origin: string): Promise<ServerRenderedPage | null> {
  const fetchJson = async (key: string): Promise<unknown> => {
    const answer = await app.inject({
      method: 'GET',
      url: key,
      remoteAddress: request.ip,
      headers: { accept: 'application/json', 'accept-language': lang, ...serverRenderHeaders() },
    });
    return answer.statusCode === 200 ? answer.json() : undefined;
  };
  try {
    return await renderer.renderPage(new URL(request.url, origin), fetchJson);
  } catch (error) {
    request.log.warn({ err: error }, 'server rendering failed; the page renders in the browser');
    return null;
  }
}

/** The served page with the rendered markup in #root and its data beside it, as a JSON block no browser runs. */
export function withRenderedRoot(html: string, page: ServerRenderedPage | null): string {
  if (!page) return html;
  // Function replacers: `$&` in a display name must be inserted as it is.
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${scriptJson('application/json', page.data, 'server-data')}`);
}
