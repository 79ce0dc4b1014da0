import { useCallback, useMemo, useState } from 'react';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** The latest outcome of an admin action in a tab, for ConsoleNotice to show and announce. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const succeed = useCallback((text: string) => setNotice({ tone: 'success', text }), []);
  const fail = useCallback((text: string) => setNotice({ tone: 'error', text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return useMemo(() => ({ notice, succeed, fail, clear }), [notice, succeed, fail, clear]);
}

export type NoticeControls = ReturnType<typeof useNotice>;
