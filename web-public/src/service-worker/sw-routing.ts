import type { KeepMessage } from '@gp/web-common/layout/install-app/register-service-worker';

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

/** What a page's `keep` message asks the worker to keep: build files to fetch. */
export interface Kept {
  files: string[];
}

/**
 * The build files a page's `keep` message names that the worker may keep: same-origin paths under
 * /assets/ (hashed, so never stale), a bounded number of them; anything else is ignored.
 */
export function toKeep(message: unknown, origin: string): Kept {
  if (typeof message !== 'object' || message === null) return { files: [] };
  const { type, urls } = message as Partial<KeepMessage>;
  if (type !== 'keep') return { files: [] };
  const buildFile = (url: unknown): string | null => {
    if (typeof url !== 'string') return null;
    try {
      const parsed = new URL(url, origin);
      return parsed.origin === origin && parsed.pathname.startsWith('/assets/') ? parsed.pathname : null;
    } catch {
      return null;
    }
  };
  return { files: (Array.isArray(urls) ? urls.slice(0, MAX_KEPT_FILES) : []).flatMap((url) => buildFile(url) ?? []) };
}

const MAX_KEPT_FILES = 300;
