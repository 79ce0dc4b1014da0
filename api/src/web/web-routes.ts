import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DIRECTORY_PAGE,
  directoryRedirect,
  PAGES,
  isKnownPage,
  landingOfSegments,
  langOfPath,
  languageRedirect,
  restrictedRouteRedirect,
} from '@gp/shared';
import type { ReadStore } from '@gp/shared/server';
import { readSessionCookie } from '../core/auth/session-cookie';
import { hasOwnCookies, rememberLanguage, visitorLanguage } from './visitor-language';
import { toErrorResponse } from '../core/errors/api-exception.filter';
import { DomainError } from '../core/errors/domain-error';
import { repositoryRoot } from '../core/files/repository-root';
import { FreshCopies } from '../core/http/fresh-copies';
import { withDeferredAppStart, withPageScripts } from './app-start';
import { registerBuiltFiles } from './built-files';
import { compressPage, pageEncoding, type PageEncoding } from './compress-page';
import { registerCrawlerRoutes } from './crawling';
import { headTags, isPublicProfile, withHead } from './head-tags';
import { InlineStylesheets } from './inline-styles';
import { loadRoutePreloads, routePreloadTags } from './route-preloads';
import { loadPageRenderer, RenderBudget, renderForRequest, withRenderedRoot } from './server-render';
import { clientAddress } from '../core/http/client-address';

/**
 * The folders holding the built web apps (each has index.html and the app's files), and the
 * module that renders web-public's pages on the server (absent: pages render in the browser).
 */
export type WebDist = { public: string; admin: string; publicServerEntry?: string };

const root = repositoryRoot(__dirname);
/** Where `npm run build:web` writes them. */
export const webDist: WebDist = {
  public: join(root, 'web-public', 'dist'),
  admin: join(root, 'web-admin', 'dist'),
  publicServerEntry: join(root, 'web-public', 'dist-server', 'entry-server.cjs'),
};

/** Files served as they are, never redirected to a language path. */
const isAssetPath = (path: string) =>
  path.startsWith('/assets/') || path.startsWith('/admin-assets/') || /^\/[^/]+\.[a-z0-9]+$/i.test(path);

/** Answered by the server from the read models; a stale copy in a build must not shadow them. */
const CRAWLER_FILES = ['robots.txt', 'sitemap.xml'];

/**
 * Serves both web apps from one origin (web-admin under /{lang}/admin/…) and answers the spec's
 * language redirects itself (to the visitor's language), keeping the query string.
 */
export async function registerWebRoutes(
  app: FastifyInstance,
  options: {
    publicOrigin: string;
    readStore: ReadStore;
    dist: WebDist;
    serverRendersPerMinute: number;
    /** The read models' position when known without a read (see ProjectionProgress); null keeps no page copies. */
    position: () => number | null;
    /** Where the server renderer's compiled code is kept between starts (none: compiled at every start). */
    codeCacheDir?: string;
  },
): Promise<void> {
  const { dist } = options;
  // A callback hook, as the other hooks every request runs (API calls too): an async one costs each request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const [path, query] = splitUrl(request.url);
    if (path === '/api' || path.startsWith('/api/') || isAssetPath(path)) return done();
    const target = languageRedirect(path, visitorLanguage(request));
    // Temporary, and varying with what chose the language: a browser must not keep `/` → `/es`
    // for good, nor a shared cache hand one visitor's language to the next.
    if (target !== null) {
      void reply
        .header('Vary', 'Accept-Language, Cookie')
        .header('Cache-Control', 'private, no-cache')
        .redirect(target + query, 302);
      return;
    }
    rememberLanguage(request, reply, langOfPath(path));
    done();
  });

  const publicIndex = loadIndex(dist.public);
  const pages = {
    // web-public's pages start their app after the first paint. The admin console is a browser
    // app, whose first paint needs its scripts: they start at once.
    public: publicIndex && withDeferredAppStart(publicIndex),
    admin: loadIndex(dist.admin),
  };
  const publicRoutePreloads = loadRoutePreloads(dist.public);
  const publicStylesheets = new InlineStylesheets(dist.public);
  const renderer = loadPageRenderer(dist.publicServerEntry, options.codeCacheDir);
  const renderBudget = new RenderBudget(options.serverRendersPerMinute);
  const pageCopies = new FreshCopies<ServedPage>({
    position: options.position,
    maxAgeMs: PAGE_COPY_MAX_AGE_MS,
    maxSize: PAGE_COPIES_MAX_BYTES,
  });
  if (existsSync(dist.public)) {
    registerBuiltFiles(app, {
      root: dist.public,
      prefix: '/',
      cacheControl: publicFileCaching,
      // /admin-assets/ is web-admin's, served from its own build below.
      skip: (path) => CRAWLER_FILES.includes(path) || path.startsWith('admin-assets/'),
    });
  }
  if (existsSync(join(dist.admin, 'admin-assets'))) {
    registerBuiltFiles(app, {
      root: join(dist.admin, 'admin-assets'),
      prefix: '/admin-assets/',
      cacheControl: () => HASHED_FILE_CACHING,
    });
  }

  registerCrawlerRoutes(app, options);

  /** `statusOf` is asked only for a page not served from a copy (a copy keeps the status it was sent with). */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    webApp: keyof typeof pages,
    statusOf: () => number | Promise<number>,
  ) => {
    const html = pages[webApp];
    if (html === null)
      return reply.status(503).type('text/plain').send('The web app is not built yet: run npm run build:web');
    const isPublicPage = webApp === 'public';
    const encoding = pageEncoding(request.headers['accept-encoding']);
    // A signed-out visitor's page is the same for everyone: one render serves them all for a while.
    const copyKey = isPublicPage && !hasOwnCookies(request) ? `${encoding ?? 'identity'} ${request.url}` : null;
    const copy = copyKey === null ? undefined : pageCopies.get(copyKey);
    if (copy) return sendServedPage(reply.header('X-Cache', 'hit'), copy);
    const startedAt = pageCopies.startedAt();
    const status = await statusOf();
    const path = splitUrl(request.url)[0];
    const lang = langOfPath(path);
    const tags = await headTags({ origin: options.publicOrigin, lang, path, readStore: options.readStore });
    // web-public's pages are lazy chunks: announcing the page's chunk saves a round trip before it comes alive.
    const preloads = isPublicPage
      ? routePreloadTags(publicRoutePreloads, path.split('/')[2])
      : { scripts: [], styles: [] };
    // The admin console stays a browser app; web-public's pages arrive with their content.
    const rendered =
      isPublicPage && renderer && renderBudget.take(clientAddress(request))
        ? await renderForRequest(app, renderer, request, lang, options.publicOrigin)
        : null;
    // The build's own tags only: the page's head tags hold user text (names in titles). A page the
    // server did not render has nothing to paint before its styles: its links stay as they are.
    const used = rendered ? publicStylesheets.pageStyles(`${html}${rendered.html}`) : null;
    const ownStyles = (text: string) => (used ? publicStylesheets.inline(text, used) : text);
    const page = withRenderedRoot(
      withHead(
        ownStyles(withPageScripts(html, preloads.scripts)),
        lang,
        [tags, ...preloads.styles.map(ownStyles)].join('\n    '),
      ),
      rendered,
    );
    const served: ServedPage = { status, body: encoding ? await compressPage(page, encoding) : page, encoding };
    // Only a whole page is kept: one the budget or a failed render left to the browser is not.
    if (copyKey !== null && rendered) pageCopies.set(copyKey, served, Buffer.byteLength(served.body), startedAt);
    return sendServedPage(reply, served);
  };
  // Unknown API paths answer JSON, never an HTML page.
  app.all('/api/*', (_request, reply) => {
    const { status, body } = toErrorResponse(new DomainError('ROUTE.NOT_FOUND'), () => undefined);
    return reply.status(status).send(body);
  });
  await app.register(registerFormFallback);
  app.get('/:lang', (request, reply) => sendPage(request, reply, 'public', () => 200));
  app.get('/:lang/*', async (request, reply) => {
    const [path, query] = splitUrl(request.url);
    const [, , page, ...rest] = path.split('/');
    if (page === 'admin') return sendPage(request, reply, 'admin', () => 200);
    // A landing page named in the other language's slugs (a shared link, an old address) moves for
    // good to this language's: one address per page and language for search engines.
    const landing = page === DIRECTORY_PAGE ? directoryRedirect(langOfPath(path), rest) : null;
    if (landing !== null) return reply.redirect(landing + query, 301);
    // Without a session cookie the visitor is signed out for sure: a page that needs an account
    // sends them to sign in at once (the rule the app applies once loaded), not after its script.
    const signedOut = readSessionCookie(request) === null;
    const signIn =
      isKnownPage(page) && PAGES[page].access !== 'public' && signedOut
        ? restrictedRouteRedirect(null, langOfPath(path), request.url)
        : null;
    if (signIn !== null) return reply.redirect(signIn, 302);
    return sendPage(request, reply, 'public', () => pageStatus(path, signedOut, options.readStore));
  });
}

/** A page as it goes out: its status and HTML, compressed for the browser when it takes that. */
interface ServedPage {
  status: number;
  body: string | Buffer;
  encoding: PageEncoding | null;
}

/**
 * How long a copy of a signed-out visitor's page is served at most. Any event makes the copies
 * stale at once; this bounds what depends on the clock alone, such as a pro shown "open now",
 * whose hours are set in quarter hours.
 */
export const PAGE_COPY_MAX_AGE_MS = 30_000;
/** What all page copies together may hold (a compressed page is 20–30 KB): a flood of distinct URLs evicts the oldest. */
const PAGE_COPIES_MAX_BYTES = 32 * 1024 * 1024;

function sendServedPage(reply: FastifyReply, { status, body, encoding }: ServedPage): FastifyReply {
  void reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
  void reply.header('Vary', 'Accept-Encoding');
  if (encoding) void reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

/**
 * Unknown pages, directory landing pages whose service or zone the catalog does not hold, and for
 * a visitor signed out for sure a profile that is not public, still render the app's 404 page,
 * with the status a crawler should see. With a session the page may be its owner's (or an admin's)
 * own view, which only the browser's read of it can tell.
 */
async function pageStatus(path: string, signedOut: boolean, readStore: ReadStore): Promise<200 | 404> {
  const [, , page, ...rest] = path.split('/');
  if (!isKnownPage(page ?? '')) return 404;
  if (page === DIRECTORY_PAGE) return landingOfSegments(langOfPath(path), rest) === null ? 404 : 200;
  if (page === 'profile' && rest[0] && signedOut) return (await isPublicProfile(readStore, rest[0])) ? 200 : 404;
  return 200;
}

const HASHED_FILE_CACHING = 'public, max-age=31536000, immutable';

/**
 * Hashed build files never change, so browsers keep them for a year. The service worker and the
 * web app manifest keep their names across releases: browsers must check them on every load.
 */
function publicFileCaching(path: string): string {
  if (path.startsWith('assets/')) return HASHED_FILE_CACHING;
  if (path === 'sw.js' || path.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600';
}

function loadIndex(dist: string): string | null {
  const file = join(dist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function splitUrl(url: string): [string, string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

/**
 * A page's form posts to the page's own address when the app is not running (its script blocked or
 * failed): the browser's own submission, which the app otherwise handles. The fields are dropped
 * unread and the visitor is sent back to the page (303), so a password never lands in an address,
 * a log or the history.
 */
async function registerFormFallback(pages: FastifyInstance): Promise<void> {
  pages.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, undefined));
  });
  const backToPage = (request: FastifyRequest, reply: FastifyReply) => {
    const path = splitUrl(request.url)[0];
    // Only back to a path of this site: `//host/…` or `/\host/…` would send the browser elsewhere.
    if (!/^\/[^/\\]/.test(path))
      return reply.status(404).send(toErrorResponse(new DomainError('ROUTE.NOT_FOUND'), () => undefined).body);
    return reply.redirect(path, 303);
  };
  pages.post('/:lang', backToPage);
  pages.post('/:lang/*', backToPage);
}
