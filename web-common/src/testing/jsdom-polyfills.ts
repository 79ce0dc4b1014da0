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
// Nor to an element (the inbox scrolls to a notification's request).
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// jsdom has no EventSource. This one never connects: pages that watch live updates render, and
// the updates themselves are covered by the browser journeys.
if (!globalThis.EventSource) {
  globalThis.EventSource = class extends EventTarget {
    readyState = 0;
    constructor(readonly url: string) {
      super();
    }
    close() {
      this.readyState = 2;
    }
  } as unknown as typeof EventSource;
}

// jsdom has no PointerEvent: without it a simulated pointer event loses its position and pointer
// (the photo zoom view's swipe reads clientX, pointerId and pointerType).
if (!globalThis.PointerEvent) {
  globalThis.PointerEvent = class extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? '';
    }
  } as unknown as typeof PointerEvent;
}
