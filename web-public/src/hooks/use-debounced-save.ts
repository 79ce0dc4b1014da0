import { EDIT_DEBOUNCE_MS } from '@gp/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** pending: a change waits for the pause in typing; saving: it is on its way. */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/**
 * Saves the latest value once edits pause for `delayMs` (spec §5: 500 ms). Saves run one at a
 * time in order, so an older value never lands after a newer one; the status is the newest's.
 * A change still waiting when the component goes away is saved rather than lost.
 */
export function useDebouncedSave<T>(save: (value: T) => Promise<unknown>, delayMs: number = EDIT_DEBOUNCE_MS) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const saveRef = useRef(save);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<{ value: T } | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const newest = useRef(0);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  /** Saves the waiting value now; resolves when every save so far has settled. */
  const flush = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    const next = waiting.current;
    if (!next) return queue.current;
    waiting.current = null;
    const ticket = ++newest.current;
    setStatus('saving');
    queue.current = queue.current
      .then(() => saveRef.current(next.value))
      .then(
        () => {
          if (ticket === newest.current && !waiting.current) setStatus('saved');
        },
        () => {
          if (ticket === newest.current && !waiting.current) setStatus('error');
        },
      );
    return queue.current;
  }, []);

  const schedule = useCallback(
    (value: T) => {
      waiting.current = { value };
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  /** Drops a waiting value (e.g. the field became invalid); a save already sent settles unreported. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    waiting.current = null;
    newest.current++;
    setStatus('idle');
  }, []);

  useEffect(() => () => void flush(), [flush]);

  return { status, schedule, flush, cancel };
}
