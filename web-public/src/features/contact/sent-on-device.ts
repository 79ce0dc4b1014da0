import { useSyncExternalStore } from 'react';

/**
 * The requests sent from this browser, kept in its local storage only (never sent anywhere), so a
 * visitor without an account finds what they wrote and to whom after a reload. Minimal: the pro,
 * the time and the message; not the sender's name or number.
 */
export const SENT_ON_DEVICE_KEY = 'sentRequests';

/** The newest this many are kept: a list to look back at, not an archive. */
export const SENT_ON_DEVICE_MAX = 50;

export interface SentOnDevice {
  proId: string;
  proName: string;
  /** ISO time the request went. */
  sentAt: string;
  message: string;
}

/** localStorage, or null where there is none (the server) or the browser refuses it (storage off, some private modes). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is SentOnDevice => {
  if (typeof value !== 'object' || value === null) return false;
  const { proId, proName, sentAt, message } = value as Record<string, unknown>;
  return (
    typeof proId === 'string' &&
    typeof proName === 'string' &&
    typeof message === 'string' &&
    typeof sentAt === 'string' &&
    !Number.isNaN(Date.parse(sentAt))
  );
};

/** What the stored text holds, newest first; what is not a well-formed record (an older version, another tab's edit) is skipped. */
function parse(text: string | null): readonly SentOnDevice[] {
  if (!text) return [];
  try {
    const stored: unknown = JSON.parse(text);
    if (!Array.isArray(stored)) return [];
    return stored
      .filter(isRecord)
      .map(({ proId, proName, sentAt, message }) => ({ proId, proName, sentAt, message }))
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
  } catch {
    return [];
  }
}

function readText(storage: Storage | null): string | null {
  try {
    return storage?.getItem(SENT_ON_DEVICE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function readSentOnDevice(storage: Storage | null = browserStorage()): readonly SentOnDevice[] {
  return parse(readText(storage));
}

/** Tells this tab's lists (other tabs hear the browser's storage event). */
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Adds a sent request; the oldest beyond the maximum go. A full or refused storage only costs the copy. */
export function rememberSentOnDevice(record: SentOnDevice, storage: Storage | null = browserStorage()): void {
  try {
    const kept = [record, ...readSentOnDevice(storage)].slice(0, SENT_ON_DEVICE_MAX);
    storage?.setItem(SENT_ON_DEVICE_KEY, JSON.stringify(kept));
  } catch {
    // Nothing kept; the request itself went.
  }
  changed();
}

export function forgetSentOnDevice(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(SENT_ON_DEVICE_KEY);
  } catch {
    // Nothing to forget where storage is refused.
  }
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SENT_ON_DEVICE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The parsed list of the last text read, so a render that reads the same text gets the same list.
let cached: { text: string | null; list: readonly SentOnDevice[] } = { text: null, list: [] };
function snapshot(): readonly SentOnDevice[] {
  const text = readText(browserStorage());
  if (text !== cached.text) cached = { text, list: parse(text) };
  return cached.list;
}

/**
 * The requests sent from this device, newest first; null on the server and in the render that
 * hydrates the page (which has no storage), so the page's HTML is the same on both.
 */
export function useSentOnDevice(): readonly SentOnDevice[] | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
