import { useCallback, useState } from 'react';
import { apiErrorMessage } from '../lib/api-errors';
import { useLang } from './use-lang';

export interface PendingAction {
  busy: boolean;
  /** The last attempt's refusal, in the page language; null before an attempt and while one runs. */
  error: string | null;
  /** Runs the action once at a time; a rejection becomes `error` instead of escaping. */
  run: (action: () => Promise<void>) => Promise<void>;
}

/** The busy flag and the error of a button's server action (confirm dialogs, banners). */
export function usePendingAction(): PendingAction {
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await action();
      } catch (caught) {
        setError(apiErrorMessage(caught, lang));
      } finally {
        setBusy(false);
      }
    },
    [lang],
  );
  return { busy, error, run };
}
