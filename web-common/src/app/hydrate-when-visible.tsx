import { isValidElement, Suspense, use, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useInBrowser } from '../hooks/use-in-browser';
import { afterIdle } from '../lib/after-idle';

/** How far below the viewport a part starts hydrating, so it is ready when scrolled to. */
const NEAR_VIEWPORT = '300px';

/**
 * A thenable React's `use` reads synchronously once opened (React honours `status` on a thenable),
 * so a render that opens the gate and then reads it does not suspend.
 */
interface HydrationGate extends PromiseLike<void> {
  status?: 'pending' | 'fulfilled';
  /** Whether a render waited for it: from then on React requires every render to read it. */
  awaited?: boolean;
  /** What the part showed when the server rendered it. */
  readonly firstChildren: ReactNode;
  /**
   * The boundary as first rendered, given again while the gate is closed: a new element, even of
   * the same children, would be an update, and React hydrates a boundary that receives one.
   */
  readonly boundary: ReactNode;
  open(): void;
  /** Marks the gate read by a render, for `use` (which reads `status` without its typings saying so). */
  read(): PromiseLike<void>;
}

function createGate(firstChildren: ReactNode): HydrationGate {
  const waiting: Array<() => void> = [];
  const gate: HydrationGate = {
    firstChildren,
    get boundary() {
      return boundary;
    },
    read() {
      if (gate.status !== 'fulfilled') gate.awaited = true;
      return gate;
    },
    then(onOpen) {
      if (gate.status === 'fulfilled') onOpen?.();
      else if (onOpen) waiting.push(() => onOpen());
      return gate as never;
    },
    open() {
      if (gate.status === 'fulfilled') return;
      gate.status = 'fulfilled';
      closedGates.delete(gate);
      // Opened during a render, React reads the status; its waiting listeners hear of it after.
      queueMicrotask(() => waiting.splice(0).forEach((run) => run()));
    },
  };
  const boundary = <WaitingBoundary gate={gate}>{firstChildren}</WaitingBoundary>;
  return gate;
}

/**
 * Set just before React hydrates the server's page, cleared once it has: only that render may
 * hold parts back (a server render, or a page rendered in the browser, shows everything).
 */
let hydrationMayWait = false;

/** Lets the hydration about to start leave parts below the first screen for later. */
export function deferHydrationBelowTheFold() {
  hydrationMayWait = true;
}

/** The first page is committed: its parts hold their gates, and later renders make none. */
export function firstPageCommitted() {
  hydrationMayWait = false;
  gatesById.clear();
}

/**
 * The gates of the first page by part (useId: the same in a render React restarts, whose state
 * starts afresh, while the boundary it left waiting still listens to the first render's gate).
 */
const gatesById = new Map<string, HydrationGate>();

function gateFor(id: string, children: ReactNode): HydrationGate | null {
  if (!hydrationMayWait) return null;
  let gate = gatesById.get(id);
  if (!gate) gatesById.set(id, (gate = createGate(children)));
  return gate;
}

/** The first page's parts still waiting, in page order. */
const closedGates = new Set<HydrationGate>();
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

function openEveryGate() {
  closedGates.forEach((gate) => gate.open());
  FIRST_INPUT.forEach((type) => document.removeEventListener(type, openEveryGate, true));
  window.removeEventListener('popstate', openEveryGate);
}

/**
 * Opens every part of the first page still waiting, even those whose effects have not run yet: the
 * app replays input typed or tapped before it was alive, and React can hydrate a waiting part at
 * once for an event only once its gate is open.
 */
export function wakeEveryPart() {
  gatesById.forEach((gate) => gate.open());
  openEveryGate();
}

/** One part per idle moment: each hydrates in short tasks of its own, never all in one long one. */
function openNextWhenIdle() {
  afterIdle(() => {
    const [next] = closedGates;
    next?.open();
    if (closedGates.size > 0) openNextWhenIdle();
  });
}

function wait(gate: HydrationGate) {
  if (closedGates.size === 0) {
    FIRST_INPUT.forEach((type) => document.addEventListener(type, openEveryGate, true));
    // The back button leaves the page with no input on it.
    window.addEventListener('popstate', openEveryGate);
    openNextWhenIdle();
  }
  closedGates.add(gate);
}

/**
 * Server HTML below the first screen, hydrated after the first screen: when the browser is idle,
 * one part at a time, or at once when it comes near the viewport or the visitor first touches or
 * types anywhere. Until then React leaves a suspended boundary's server HTML as it is, links and
 * text working, so a phone's first seconds go to what it shows, in short tasks. A page rendered
 * in the browser (navigated to) renders its parts at once.
 *
 * For a part of the page, never of the layout around it: React must hydrate a part with what the
 * server rendered it from, and a navigation changes the router's context under the layout.
 * The gate opens before anything that would make React drop the waiting HTML: new children from
 * the parent (an answer changed), and the first input or the back button, before any navigation.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const id = useId();
  const [gate] = useState(() => gateFor(id, children));
  if (gate && !rendersTheSame(children, gate.firstChildren)) gate.open();
  const marker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!gate || gate.status === 'fulfilled') return;
    const part = marker.current?.nextElementSibling;
    if (!part || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    wait(gate);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: `${NEAR_VIEWPORT} 0px` },
    );
    observer.observe(part);
    return () => {
      observer.disconnect();
      closedGates.delete(gate);
    };
  }, [gate]);

  return (
    <>
      <div ref={marker} hidden />
      {gate && gate.status !== 'fulfilled' ? gate.boundary : <WaitingBoundary gate={gate}>{children}</WaitingBoundary>}
    </>
  );
}

/**
 * Whether new children render what the first did: the same component with the same props (a
 * parent rendering again makes new elements of the same thing, which need not wake the part).
 */
function rendersTheSame(next: ReactNode, first: ReactNode): boolean {
  if (next === first) return true;
  if (!isValidElement(next) || !isValidElement(first)) return false;
  if (next.type !== first.type || next.key !== first.key) return false;
  const nextProps = next.props as Record<string, unknown>;
  const firstProps = first.props as Record<string, unknown>;
  const names = Object.keys(nextProps);
  return (
    names.length === Object.keys(firstProps).length &&
    names.every((name) => Object.is(nextProps[name], firstProps[name]))
  );
}

function WaitingBoundary({ gate, children }: { gate: HydrationGate | null; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AfterGate gate={gate}>{children}</AfterGate>
    </Suspense>
  );
}

function AfterGate({ gate, children }: { gate: HydrationGate | null; children: ReactNode }) {
  const hydrating = !useInBrowser();
  if (gate && (hydrating || gate.awaited)) {
    // Only hydration waits: a render in the browser (React gave up the server's HTML) shows the
    // children at once. Once read, the gate is read on every render, as React requires of `use`.
    if (!hydrating) gate.open();
    use(gate.read());
  }
  return children;
}
