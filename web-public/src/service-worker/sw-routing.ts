/**
 * How the service worker answers a request:
 * - `network-only`: not ours to touch (writes, other origins, live event streams, the admin app).
 * - `network-first-api`: an API read: fresh when online, the last copy offline, else a 503 answer.
 * - `network-first`: fresh when online, the last copy when offline (root files such as the manifest).
 * - `page`: a navigation; like network-first, falling back to the app shell offline.
 * - `cache-first`: hashed build files, which never change under the same name.
 */
export type SwStrategy = 'network-only' | 'network-first-api' | 'network-first' | 'page' | 'cache-first';

export interface SwRequest {
  method: string;
  url: string;
  mode: string;
  accept: string | null;
}

const ADMIN_PAGE = /^\/[^/]+\/admin(\/|$)/;

export function strategyFor(request: SwRequest, origin: string): SwStrategy {
  const url = new URL(request.url);
  // Never cache a POST (or any write): replaying one from a cache would lie about its result.
  if (request.method !== 'GET' || url.origin !== origin) return 'network-only';
  if (request.accept?.includes('text/event-stream')) return 'network-only';
  // The admin console is a separate app with its own shell; it needs the network anyway.
  if (ADMIN_PAGE.test(url.pathname) || url.pathname.startsWith('/admin-assets/')) return 'network-only';
  if (url.pathname.startsWith('/api/')) return 'network-first-api';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'cache-first';
  return 'network-first';
}

/** Only whole, successful answers are worth keeping; an error page cached would outlive the error. */
export function isCacheable(response: { ok: boolean; status: number; type: string }): boolean {
  return response.ok && response.status === 200 && response.type === 'basic';
}
