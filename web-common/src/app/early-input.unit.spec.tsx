import { act, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { APP_START_SCRIPT } from '@gp/shared';
import { replayEarlyInput, stopHoldingTaps, takeEarlySubmit } from './early-input';
import { deferHydrationBelowTheFold, firstPageCommitted, HydrateWhenVisible } from './hydrate-when-visible';

/** A server-rendered form: a controlled field, a button that opens a panel, a sort select. */
function SearchForm() {
  const [name, setName] = useState('');
  const [sort, setSort] = useState('best');
  const [opened, setOpened] = useState(0);
  useLayoutEffect(replayEarlyInput, []);
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <select aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="best">Best</option>
        <option value="newest">Newest</option>
      </select>
      <button type="button" onClick={() => setOpened((count) => count + 1)}>
        Filters
      </button>
      <output>{`${name}|${sort}|opened ${opened}`}</output>
    </form>
  );
}

const subscribeToNothing = () => () => undefined;

/**
 * A form that keeps its fields in one state object, set from each render's copy of it, and renders
 * again as soon as it has hydrated (its send button comes alive, as SubmitButton does).
 */
function ContactForm() {
  const [values, setValues] = useState({ name: '', phone: '' });
  const alive = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  useLayoutEffect(replayEarlyInput, []);
  const field = (key: keyof typeof values) => ({
    'aria-label': key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
  });
  return (
    <form>
      <input {...field('name')} />
      <input {...field('phone')} />
      <button disabled={!alive}>Send</button>
      <output>{`${values.name}|${values.phone}`}</output>
    </form>
  );
}

describe('what a visitor does before the app is alive', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    delete window.gpEarlyInput;
  });

  function serverRenderedPage() {
    document.body.innerHTML = `<template id="app-scripts"></template><div id="root">${renderToString(<SearchForm />)}</div>`;
    // The page's start script, as the browser runs it from the page's head.
    new Function(APP_START_SCRIPT)();
    return document.getElementById('root')!;
  }
  const field = (label: string) => document.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  const typeInto = (element: HTMLInputElement | HTMLSelectElement, text: string, event = 'input') => {
    element.value = text;
    element.dispatchEvent(new Event(event, { bubbles: true }));
  };
  const hydrate = async (container: HTMLElement) => {
    await act(async () => {
      root = hydrateRoot(container, <SearchForm />);
      stopHoldingTaps();
    });
  };

  it('is handed to the app once it has hydrated: the typed text and choice, then each tap once', async () => {
    const container = serverRenderedPage();
    typeInto(field('Name'), 'Playa Fix');
    typeInto(document.querySelector('select')!, 'newest', 'change');
    document.querySelector('button')!.click();
    expect(document.querySelector('output')?.textContent).toBe('|best|opened 0');

    await hydrate(container);
    expect(document.querySelector('output')?.textContent).toBe('Playa Fix|newest|opened 1');
    expect(window.gpEarlyInput).toBeUndefined();
    // Typing and tapping now are the app's alone.
    act(() => document.querySelector('button')!.click());
    expect(document.querySelector('output')?.textContent).toBe('Playa Fix|newest|opened 2');
  });

  it('hands over each field as its own change, as typing would, even when the form renders again on hydrating', async () => {
    document.body.innerHTML = `<template id="app-scripts"></template><div id="root">${renderToString(<ContactForm />)}</div>`;
    new Function(APP_START_SCRIPT)();
    typeInto(field('name'), 'Marta');
    typeInto(field('phone'), '8000-4321');
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, <ContactForm />);
      stopHoldingTaps();
    });
    expect(document.querySelector('output')?.textContent).toBe('Marta|8000-4321');
  });

  it('taps again a button in a part of the page still waiting to hydrate', async () => {
    function TapCounter() {
      const [taps, setTaps] = useState(0);
      return (
        <button type="button" onClick={() => setTaps((count) => count + 1)}>
          {`Taps ${taps}`}
        </button>
      );
    }
    function Page() {
      useLayoutEffect(replayEarlyInput, []);
      return (
        <main>
          <HydrateWhenVisible>
            <TapCounter />
          </HydrateWhenVisible>
        </main>
      );
    }
    // Out of view and never idle: only the replayed tap can wake the part.
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    window.requestIdleCallback = () => 0;
    document.body.innerHTML = `<template id="app-scripts"></template><div id="root">${renderToString(<Page />)}</div>`;
    new Function(APP_START_SCRIPT)();
    document.querySelector('button')!.click();

    await act(async () => {
      deferHydrationBelowTheFold();
      root = hydrateRoot(document.getElementById('root')!, <Page />);
      stopHoldingTaps();
    });
    firstPageCommitted();

    expect(document.querySelector('button')?.textContent).toBe('Taps 1');
  });

  it('leaves the server values when nothing was typed', async () => {
    await hydrate(serverRenderedPage());
    expect(document.querySelector('output')?.textContent).toBe('|best|opened 0');
    expect(field('Name').value).toBe('');
  });

  it("holds back any form's submit from the browser, and hands over only those of forms marked for their hook", async () => {
    const container = serverRenderedPage();
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submitted);
    // Not the browser's GET of the page with the fields in the address.
    expect(submitted.defaultPrevented).toBe(true);
    expect(window.gpEarlyInput?.submits).toEqual([]);
    await hydrate(container);
    expect(takeEarlySubmit(document.querySelector('form')!)).toBe(false);
  });
});
