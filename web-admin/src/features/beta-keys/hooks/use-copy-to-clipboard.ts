import { useCallback, useEffect, useState } from 'react';

/** How long the button says "Copied" before offering to copy again. */
const COPIED_FOR_MS = 2_000;

export type CopyState = 'idle' | 'copied' | 'unavailable';

/**
 * Copies text with the Clipboard API. Where it is missing or refused (an insecure origin, a
 * denied permission) the state says so, and the caller selects the text for a manual copy.
 */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = useCallback(async (text: string): Promise<CopyState> => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      return 'copied';
    } catch {
      setState('unavailable');
      return 'unavailable';
    }
  }, []);

  return { state, copy };
}
