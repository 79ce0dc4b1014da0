import { wakeEveryPart } from './hydrate-when-visible';

/**
 * What the start script of a server-rendered page (@gp/shared's APP_START_SCRIPT) recorded before
 * the app was alive, in order: the fields typed into, the buttons tapped, the forms sent, the
 * install offer.
 */
interface EarlyInput {
  fields: Element[];
  taps: Element[];
  submits: HTMLFormElement[];
  installOffer?: Event;
  stopTaps(): void;
  stop(): void;
}

declare global {
  interface Window {
    gpEarlyInput?: EarlyInput;
  }
}

/** The forms sent before the app was alive, until their useForm takes them. */
let heldSubmits: HTMLFormElement[] = [];

/**
 * React handles clicks and submits once its root exists (a click on a page still hydrating makes React
 * hydrate it at once, then handle it): the start script stops holding taps back.
 */
export function stopHoldingTaps(): void {
  window.gpEarlyInput?.stopTaps();
}

/** The browser's offer to install the site, when it came before the app was alive. */
export const earlyInstallOffer = (): Event | undefined => window.gpEarlyInput?.installOffer;

/**
 * Once the first render has hydrated (call it from a layout effect): tells React what was typed
 * before (each field's text, as a change), then taps again each button tapped before, in order. A
 * field or button the first render no longer shows is skipped.
 */
export function replayEarlyInput(): void {
  const early = window.gpEarlyInput;
  if (!early) return;
  early.stop();
  delete window.gpEarlyInput;
  heldSubmits = early.submits;
  // Read now, in the commit: the renders that follow put the state's value back in every
  // controlled field, typed into or not.
  const typed = early.fields.filter(isTypedInto).map((field) => [field, field.value] as const);
  if (typed.length > 0 || early.taps.length > 0) wakeEveryPart();
  // Replayed out of the commit, so each change renders on its own, as typing does.
  queueMicrotask(() => {
    for (const [field, text] of typed) announceTyped(field, text);
    for (const button of early.taps) if (button.isConnected && button instanceof HTMLElement) button.click();
  });
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field on screen that takes text or a choice (a checkbox's tick is not replayed). */
const isTypedInto = (field: Element): field is TypedField =>
  field.isConnected &&
  (field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && TEXT_TYPES.has(field.type)));

/**
 * Hydration keeps what was typed in a field, but the state still holds the server's value, and
 * React reports a change only for a value other than the one it last saw set. So the field is
 * set, as React sees it, to something else, the text is put in behind React's back, and an event
 * tells React of the change (input for text, change for a select).
 */
function announceTyped(field: TypedField, text: string): void {
  field.value = text === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Whether this form was sent before the app was alive; true once (its useForm then sends it, from
 * an effect, so after the replay above has been handed to React).
 */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  if (!heldSubmits.includes(form)) return false;
  heldSubmits = heldSubmits.filter((held) => held !== form);
  return true;
}
