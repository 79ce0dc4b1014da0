/**
 * The one inline script of web-public's server-rendered pages (api/src/web/app-start.ts puts it
 * in the head and allows it by its hash in the Content-Security-Policy). It is the contract
 * between the page and its app:
 *
 * 1. It starts the app after the first paint, as the browser reports it, by adding the tags kept
 *    in `<template id="app-scripts">`. The server's HTML is the page, so the app's scripts (on a
 *    phone, most of what it downloads) need not compete with it: the font and photos go first.
 * 2. Until the app is alive, it records what the visitor does that only the app can answer, in
 *    `window.gpEarlyInput`, for the app to replay (web-common/src/app/early-input.ts): the fields
 *    typed into, the buttons tapped (a tap is held back: a submit button would send its form to
 *    the browser's own handling), the forms sent, and the browser's offer to install the site.
 *    Links are left alone: they work without the app.
 * 3. No form is sent the browser's way (a GET of the page with every field, a password included,
 *    in the address). A form written with useForm (marked data-early-submit) is recorded, whether
 *    sent with Enter or its button, for its hook to send once the app is alive.
 */
export const APP_START_SCRIPT = `(() => {
  const early = (window.gpEarlyInput = { taps: [], fields: [], submits: [] });
  const tap = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!button || button.closest('a[href]')) return;
    // Its form's submit is held below, with what Enter sends.
    if (button.type === 'submit' && button.form && button.form.hasAttribute('data-early-submit')) return;
    event.preventDefault();
    early.taps.push(button);
  };
  const type = (event) => {
    if (event.target instanceof Element && !early.fields.includes(event.target)) early.fields.push(event.target);
  };
  const send = (event) => {
    event.preventDefault();
    const form = event.target;
    if (form.hasAttribute('data-early-submit') && !early.submits.includes(form)) early.submits.push(form);
  };
  const offer = (event) => {
    event.preventDefault();
    early.installOffer = event;
  };
  addEventListener('click', tap, true);
  addEventListener('input', type, true);
  addEventListener('change', type, true);
  addEventListener('submit', send, true);
  addEventListener('beforeinstallprompt', offer);
  early.stopTaps = () => {
    removeEventListener('click', tap, true);
    removeEventListener('submit', send, true);
  };
  early.stop = () => {
    early.stopTaps();
    removeEventListener('input', type, true);
    removeEventListener('change', type, true);
    removeEventListener('beforeinstallprompt', offer);
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // All in one task: each task that adds links to the document makes the browser gather its
    // stylesheets again, fonts included, and lay out every line of the page anew (40 to 90 ms of a
    // mid-tier phone's main thread on the directory, once per task), which costs more than adding them.
    for (const tag of document.getElementById('app-scripts').content.children) {
      const element = document.createElement(tag.localName);
      for (const { name, value } of tag.attributes) element.setAttribute(name, value);
      document.head.append(element);
    }
  };
  if (document.visibilityState === 'hidden') return start();
  // A page that paints nothing reports no paint: its app starts a moment after its first frame.
  requestAnimationFrame(() => setTimeout(start, 100));
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
})();`;
