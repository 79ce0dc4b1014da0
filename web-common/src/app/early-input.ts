/**
 * What the start script of a server-rendered page (@gp/shared's APP_START_SCRIPT) recorded before
 * the app was alive, in order: the fields typed into, the buttons tapped, the install offer.
 */
interface EarlyInput {
  fields: Element[];
  taps: Element[];
  installOffer?: Event;
  stopTaps(): void;
  stop(): void;
}

declare global {
  interface Window {
    gpEarlyInput?: EarlyInput;
  }
}

/**
 * React handles clicks once its root exists (a click on a page still hydrating makes React
 * hydrate it at once, then handle it): the start script stops holding taps back.
 */
export function stopHoldingTaps(): void {
  window.gpEarlyInput?.stopTaps();
}

/** The browser's offer to install the site, when it came before the app was alive. */
export const earlyInstallOffer = (): Event | undefined => window.gpEarlyInput?.installOffer;

/**
 * Once the first render has hydrated: tells React what was typed before (each field's text, as a
 * change), then taps again each button tapped before, in order. A field or button the first render
 * no longer shows is skipped.
 */
export function replayEarlyInput(): void {
  const early = window.gpEarlyInput;
  if (!early) return;
  early.stop();
  delete window.gpEarlyInput;
  for (const field of early.fields) if (field.isConnected) announceTyped(field);
  for (const button of early.taps) if (button.isConnected && button instanceof HTMLElement) button.click();
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

/**
 * Hydration keeps what was typed in a field, but the state still holds the server's value, and
 * React reports a change only for a value other than the one it last saw set. So the field is
 * set, as React sees it, to something else, its text is put back behind React's back, and an
 * input event tells React of the change. A select reports its change event as it is.
 */
function announceTyped(field: Element): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const isText =
    field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && TEXT_TYPES.has(field.type));
  if (!isText) return;
  const typed = field.value;
  field.value = typed === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
