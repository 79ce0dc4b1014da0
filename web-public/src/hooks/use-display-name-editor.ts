import { changeDisplayNameRequestSchema, validationMessage, type SessionUser } from '@gp/shared';
import { useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { useChangeDisplayName } from '../lib/api/change-display-name';
import { useDebouncedSave } from './use-debounced-save';

/**
 * State of the display-name field, for the account page and the setup wizard alike: each valid
 * edit is saved after the debounce, an invalid one shows the shared schema's message instead.
 */
export function useDisplayNameEditor(user: SessionUser) {
  const lang = useLang();
  const [value, setValue] = useState(user.displayName ?? '');
  const [error, setError] = useState<string | null>(null);
  const { status, schedule, flush, cancel } = useDebouncedSave(useChangeDisplayName(user));

  const change = (next: string) => {
    setValue(next);
    const parsed = changeDisplayNameRequestSchema.safeParse({ displayName: next });
    if (parsed.success) {
      setError(null);
      schedule(parsed.data.displayName);
    } else {
      setError(validationMessage(parsed.error.issues[0]?.message ?? '', lang));
      cancel();
    }
  };

  return { value, error, status, change, flush, retry: () => change(value) };
}

export type DisplayNameEditor = ReturnType<typeof useDisplayNameEditor>;
