import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '@gp/shared';
import { readSessionCookie } from '../core/auth/session-cookie';
import { requireWithCodeCache } from './code-cache';
import { scriptJson } from './structured-data';

/** A page web-public rendered on the server: the markup of #root and the API answers it shows. */
export interface ServerRenderedPage {
  html: string;
  data: Record<string, unknown>;
}

/** web-public's server entry (src/entry-server.tsx, built to dist-server/entry-server.cjs). */
export interface PageRenderer {
  renderPage(
    url: URL,
    fetchJson: (key: string) => Promise<unknown>,
    visitor: { signedOut: boolean },
  ): Promise<ServerRenderedPage>;
}

/** How many visitor addresses the budget remembers; past it, the oldest window is forgotten. */
const TRACKED_ADDRESSES = 10_000;
const MINUTE_MS = 60_000;

/**
 * Server rendering costs CPU that serving the page shell does not, so a flood of page requests
 * must not buy a render each: each address gets `perMinute` renders a minute, and past them its
 * pages are served to render in the browser (the page still works, only later and without its
 * content in the HTML). In memory, per process: it bounds the work, it is not an access rule.
 */
export class RenderBudget {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string): boolean {
    const now = this.now();
    let window = this.windows.get(address);
    if (!window || now - window.start >= MINUTE_MS) {
      window = { start: now, count: 0 };
      this.windows.delete(address);
      this.windows.set(address, window);
      if (this.windows.size > TRACKED_ADDRESSES) this.windows.delete(this.windows.keys().next().value!);
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }
}

/**
 * The renderer in `file`, or null when web-public's server bundle is not built (pages then render
 * in the browser). With `codeCacheDir`, the built bundle is compiled from V8's code cache there,
 * which the first page rendered writes (so that it holds the rendering code too).
 */
export function loadPageRenderer(file: string | undefined, codeCacheDir?: string): PageRenderer | null {
  if (!file || !existsSync(file)) return null;
  if (!codeCacheDir || !file.endsWith('.cjs'))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output (or, in tests, a source) found at run time
    return require(file) as PageRenderer;
  const bundle = requireWithCodeCache<PageRenderer>(file, codeCacheDir);
  if (bundle.fromCache) return bundle.exports;
  let cacheSaved = false;
  return {
    async renderPage(...args) {
      const page = await bundle.exports.renderPage(...args);
      if (!cacheSaved) {
        cacheSaved = true;
        setImmediate(bundle.saveCache);
      }
      return page;
    },
  };
}

/**
 * Renders a web-public page for `request`. The page's API reads go through the app itself, as a
 * signed-out visitor from the same address (so rate limits still apply per visitor), and answer
 * exactly what the browser's own reads would. A page that fails to render is left to the browser.
 */
export async function renderForRequest(
  app: FastifyInstance,
  renderer: PageRenderer,
  request: FastifyRequest,
  lang: Lang,
  origin: string,
): Promise<ServerRenderedPage | null> {
  const fetchJson = async (key: string): Promise<unknown> => {
    const answer = await app.inject({
      method: 'GET',
      url: key,
      remoteAddress: request.ip,
      headers: { accept: 'application/json', 'accept-language': lang },
    });
    return answer.statusCode === 200 ? answer.json() : undefined;
  };
  try {
    // Without a session cookie the visitor is signed out for sure; with one, the browser asks.
    const visitor = { signedOut: readSessionCookie(request) === null };
    return await renderer.renderPage(new URL(request.url, origin), fetchJson, visitor);
  } catch (error) {
    request.log.warn({ err: error }, 'server rendering failed; the page renders in the browser');
    return null;
  }
}

/** The served page with the rendered markup in #root and its data beside it, as a JSON block no browser runs. */
export function withRenderedRoot(html: string, page: ServerRenderedPage | null): string {
  if (!page) return html;
  // Function replacers: `$&` in a display name must be inserted as it is.
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.html}</div>\n    ${scriptJson('application/json', page.data, 'server-data')}`,
  );
}
