// The service worker (built to /sw.js by build-plugins/service-worker.ts, which fills in the
// constants below). It keeps the app shell so the app starts offline, and the last answers of
// API reads for when the network is gone.
import { isCacheable, toKeep, strategyFor, type Kept } from './sw-routing';

/** Root-relative URLs of the shell: index.html, the entry script and its imports, their styles, the Latin font, icons. */
declare const __GP_PRECACHE__: readonly string[];
/** Changes whenever a precached file does, so each release gets fresh caches. */
declare const __GP_CACHE_VERSION__: string;

// The DOM library has no service worker types; these are the parts used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;
const SHELL_CACHE = `gp-shell-${__GP_CACHE_VERSION__}`;
const RUNTIME_CACHE = `gp-runtime-${__GP_CACHE_VERSION__}`;
const SHELL_PAGE = '/index.html';

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll([...__GP_PRECACHE__])));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([SHELL_CACHE, RUNTIME_CACHE]);
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('gp-') && !current.has(name)).map((name) => caches.delete(name)),
      );
      // The page that installed the worker is served by it from now on, not only after a reload.
      await worker.clients.claim();
    })(),
  );
});

// The page that installed the worker loaded its own chunks and styles before the worker could see
// them: it names them (see register-service-worker.ts), and they are kept from the browser's cache.
worker.addEventListener('message', (event) => {
  const kept = toKeep(event.data, worker.location.origin);
  if (kept.files.length > 0) event.waitUntil(keep(kept));
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    { method: request.method, url: request.url, mode: request.mode, accept: request.headers.get('accept') },
    worker.location.origin,
  );
  if (strategy === 'network-only') return;
  if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
  else if (strategy === 'page') event.respondWith(networkFirst(request, SHELL_PAGE));
  else if (strategy === 'network-first-api') event.respondWith(networkFirst(request).catch(() => unavailable()));
  else event.respondWith(networkFirst(request));
});

/** An API read with no network and no kept copy: the API's own 503 shape, which the apps already handle. */
function unavailable(): Response {
  const body = JSON.stringify({
    code: 'SERVER.UNAVAILABLE',
    message: 'The service is temporarily unavailable. Please try again shortly.',
  });
  return new Response(body, { status: 503, headers: { 'Content-Type': 'application/json' } });
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await remember(request, response.clone());
  return response;
}

/** The network's answer (kept for later), else the last kept copy, else the fallback URL's copy. */
async function networkFirst(request: Request, fallbackUrl?: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (isCacheable(response)) await remember(request, response.clone());
    return response;
  } catch (offline) {
    const cached = (await caches.match(request)) ?? (fallbackUrl ? await caches.match(fallbackUrl) : undefined);
    if (cached) return cached;
    throw offline;
  }
}

/** Files from the browser's cache (the page just loaded them, or is loading its stylesheets). */
async function keep({ files }: Kept): Promise<void> {
  const cache = await caches.open(RUNTIME_CACHE);
  await Promise.all(
    files.map(async (file) => {
      if (await caches.match(file)) return;
      const response = await fetch(new Request(file, { cache: 'force-cache' })).catch(() => undefined);
      if (response && isCacheable(response)) await cache.put(file, response);
    }),
  );
}

async function remember(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(RUNTIME_CACHE);
  await cache.put(request, response);
}
