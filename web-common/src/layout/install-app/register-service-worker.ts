import { afterIdle } from '../../lib/after-idle';

/** What a page tells the worker it installed: the build files (`/assets/…`) the page loaded. */
export interface KeepMessage {
  type: 'keep';
  urls: string[];
}

/**
 * Registers /sw.js (built by build-plugins/service-worker.ts) in production builds, once the page
 * has loaded and the browser is idle, so the worker's downloads never compete with the first
 * render. Once the worker runs, the page names the files it loaded before the worker could see
 * them (its chunks and stylesheets), so the worker keeps this page for offline use without
 * downloading the rest of the app.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage(keepMessage()))
      .catch((error: unknown) => {
        // The site works without it; only offline start and the install offer are lost.
        console.warn('Service worker registration failed', error);
      });
  // Once the page has loaded and the browser is idle: on a phone, hydrating the first screen
  // comes before the worker's start-up and its downloads.
  const whenIdle = () => afterIdle(() => void register());
  // A server-rendered page starts its app after the first paint, often once it has loaded.
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function keepMessage(): KeepMessage {
  const isBuildFile = (url: string) => new URL(url, location.href).pathname.startsWith('/assets/');
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  // The stylesheets the app enabled after the server inlined part of them may still be loading.
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
  return { type: 'keep', urls: [...new Set([...loaded, ...styles])].filter(isBuildFile) };
}
