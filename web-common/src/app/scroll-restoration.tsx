import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const STORAGE_KEY = 'gp-scroll-positions';
/** The key of a document's first entry when the history holds none: every fresh page load has it. */
const FRESH_ENTRY_KEY = 'default';

/**
 * Where each history entry of this tab was scrolled to, by the router's location key: kept in
 * session storage when the page is left, so a reload or a return from another site finds it.
 */
const positions = new Map<string, number>(readStoredPositions());

/**
 * Scrolls as a multi-page site would: a new page starts at its top (or at the element its #hash
 * names), and back/forward returns to where that page was left. A server-rendered first page is
 * left where the visitor has scrolled it while it came alive.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const [shownKey, setShownKey] = useState(location.key);
  if (location.key !== shownKey) {
    // Rendering the next page: the document still shows the last one, scrolled as it was left
    // (however it got there: before the app came alive, by keyboard, by a script).
    positions.set(shownKey, window.scrollY);
    setShownKey(location.key);
  }
  /** The location the effect below last scrolled for (React's development mode runs effects twice). */
  const scrolledFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    const takeOver = () => (window.history.scrollRestoration = 'manual');
    const leave = () => {
      positions.set(shownKey, window.scrollY);
      storePositions();
      // The entry being left is the browser's to restore, should the visitor come back to it.
      window.history.scrollRestoration = 'auto';
    };
    takeOver();
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', takeOver);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', takeOver);
      window.history.scrollRestoration = 'auto';
    };
  }, [shownKey]);

  useLayoutEffect(() => {
    if (scrolledFor.current === location.key) return;
    const isFirstPage = scrolledFor.current === undefined;
    scrolledFor.current = location.key;
    const saved = positions.get(location.key);
    if (isFirstPage) {
      // Back from another site to an entry this app made: where it was; a first visit stays as it is.
      if (saved !== undefined && window.scrollY === 0) window.scrollTo(0, saved);
      return;
    }
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
  }, [location.key, location.hash]);

  return null;
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView();
    return element !== null;
  } catch {
    return false; // Not a decodable id.
  }
}

function readStoredPositions(): Array<[string, number]> {
  if (typeof sessionStorage === 'undefined') return [];
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return [];
    return Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  } catch {
    return []; // Storage blocked, or not ours.
  }
}

function storePositions() {
  try {
    // Not a fresh page load's entry: the next page loaded in this tab would take its position.
    const kept = [...positions].filter(([key]) => key !== FRESH_ENTRY_KEY);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage blocked or full: positions are kept only while this page lives.
  }
}
