/**
 * Applies the whole stylesheets the server linked `disabled` after inlining the rules its HTML
 * uses (api/src/web/inline-styles.ts), so menus, dialogs and whatever else only the app renders
 * have their styles. Their text goes into one `<style>` at the end of the head: enabling the links
 * made the browser gather its stylesheets twice (as they were enabled, then as they arrived), each
 * time laying out every line of the page anew (about 50 ms of a mid-tier phone's main thread on
 * the directory, each); one style appended costs one. The links stay, disabled: the chunk loader
 * finds them and adds no second copy, and the sheets it adds later come after this style, in the
 * build's order. If a sheet cannot be read, the links are enabled instead, for the browser to try.
 */
export async function applyDeferredStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][disabled]:not([${TAKEN}])`)];
  if (links.length === 0) return;
  // Taken at once: a second call finds none.
  for (const link of links) link.setAttribute(TAKEN, '');
  const texts = await Promise.all(links.map(readSheet));
  if (texts.some((text) => text === undefined)) {
    for (const link of links) link.removeAttribute('disabled');
    return;
  }
  const style = document.createElement('style');
  style.setAttribute(WHOLE_SHEETS_ATTRIBUTE, '');
  style.textContent = texts.join('\n');
  document.head.append(style);
}

/** Marks the `<style>` holding the whole sheets. */
export const WHOLE_SHEETS_ATTRIBUTE = 'data-whole-sheets';
const TAKEN = 'data-applied';

async function readSheet(link: HTMLLinkElement): Promise<string | undefined> {
  try {
    const response = await fetch(link.href);
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}
