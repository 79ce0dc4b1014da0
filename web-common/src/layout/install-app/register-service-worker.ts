/**
 * Registers /sw.js (built by build-plugins/service-worker.ts) in production builds, after the
 * page has loaded so the worker's downloads never compete with the first render.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The site works without it; only offline start and the install offer are lost.
      console.warn('Service worker registration failed', error);
    });
  });
}
