/**
 * Enables the stylesheet links the server left `disabled` after inlining the rules its HTML uses
 * (api/src/web/inline-styles.ts): the browser fetches each whole sheet now, once, so menus,
 * dialogs and whatever else only the app renders have their styles. Until then the links kept
 * the chunk loader from adding the same sheets again.
 */
export function enableDeferredStylesheets(): void {
  for (const link of document.querySelectorAll('link[rel="stylesheet"][disabled]')) link.removeAttribute('disabled');
}
