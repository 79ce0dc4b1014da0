/*
 * Browser APIs that jsdom lacks or only stubs, which Mantine and react-router use. Fetch, Request
 * and TextEncoder come from the jest-fixed-jsdom environment that web specs run in.
 */
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom does no layout, so scrolling (react-router's ScrollRestoration) has nothing to do.
window.scrollTo = () => undefined;
