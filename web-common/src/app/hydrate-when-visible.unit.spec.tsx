import '../testing/jsdom-polyfills';
import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferHydrationBelowTheFold, firstPageCommitted, HydrateWhenVisible } from './hydrate-when-visible';

/** jsdom does no layout: this observer reports what a test says is in view. */
class TestIntersectionObserver {
  static all: TestIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    TestIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  comeIntoView() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length > 0) this.report(entries, this as unknown as IntersectionObserver);
  }
}

/** The browser's idle moments, as a test makes them. */
let idleCallbacks: Array<() => void> = [];
const runNextIdleCallback = () => act(async () => idleCallbacks.shift()?.());

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

function LowerSection({ label }: { label: string }) {
  return (
    <section>
      <Counter label={label} />
    </section>
  );
}

function Page({ lowerLabel = 'Lower' }: { lowerLabel?: string }) {
  return (
    <main>
      <Counter label="Upper" />
      <HydrateWhenVisible>
        <LowerSection label={lowerLabel} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <LowerSection label="Lowest" />
      </HydrateWhenVisible>
    </main>
  );
}

/** React marks each DOM node it has hydrated or rendered with its fiber. */
const hydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent?.startsWith(name))!;

let root: Root | undefined;
let errors: jest.SpyInstance;

beforeEach(() => {
  TestIntersectionObserver.all = [];
  globalThis.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
  idleCallbacks = [];
  window.requestIdleCallback = (run) => {
    idleCallbacks.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
    return idleCallbacks.length;
  };
  errors = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  expect(errors.mock.calls).toEqual([]);
  errors.mockRestore();
});

async function hydrateServerPage(page = <Page />) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  await act(async () => {
    deferHydrationBelowTheFold();
    root = hydrateRoot(container, page);
  });
  // What the app's routes say once the first page is in (AppRoutes).
  firstPageCommitted();
  return container;
}

describe('a part of a server-rendered page hydrated when it comes into view', () => {
  it('keeps the server’s HTML unhydrated until it comes into view, then hydrates it', async () => {
    const container = await hydrateServerPage();
    const serverHtml = container.querySelector('section')!.outerHTML;

    expect(hydrated(button('Upper'))).toBe(true);
    expect(hydrated(button('Lower'))).toBe(false);
    expect(container.querySelector('section')!.outerHTML).toBe(serverHtml);

    await act(async () => TestIntersectionObserver.all.forEach((observer) => observer.comeIntoView()));

    expect(hydrated(button('Lower'))).toBe(true);
    await act(async () => button('Lower').click());
    expect(button('Lower').textContent).toBe('Lower 1');
  });

  it('hydrates every waiting part at the visitor’s first touch anywhere, and the touched button still works', async () => {
    await hydrateServerPage();

    await act(async () => {
      button('Upper').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });

    expect(hydrated(button('Lower'))).toBe(true);
    await act(async () => button('Lower').click());
    expect(button('Lower').textContent).toBe('Lower 1');
  });

  it('hydrates a waiting part whose content changes, keeping the server’s elements', async () => {
    const container = await hydrateServerPage();
    const serverSection = container.querySelector('section');
    expect(hydrated(button('Lower'))).toBe(false);

    await act(async () => root!.render(<Page lowerLabel="Changed" />));

    expect(container.querySelector('section')).toBe(serverSection);
    expect(button('Changed').textContent).toBe('Changed 0');
    expect(hydrated(button('Changed'))).toBe(true);
  });

  it('hydrates the waiting parts one per idle moment, in page order', async () => {
    await hydrateServerPage();

    await runNextIdleCallback();
    expect([hydrated(button('Lower')), hydrated(button('Lowest'))]).toEqual([true, false]);

    await runNextIdleCallback();
    expect(hydrated(button('Lowest'))).toBe(true);
    expect(idleCallbacks).toEqual([]);
  });

  it('leaves a waiting part alone when its parent renders the same thing again', async () => {
    await hydrateServerPage();

    await act(async () => root!.render(<Page lowerLabel="Lower" />));

    expect(hydrated(button('Lower'))).toBe(false);
  });

  it('renders at once on a page rendered in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });

    expect(button('Lower').textContent).toBe('Lower 0');
    expect(TestIntersectionObserver.all).toEqual([]);
  });
});
