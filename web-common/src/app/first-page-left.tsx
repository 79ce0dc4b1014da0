import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Calls `onLeave` once the router shows another location than the one the app started on (and at
 * every render after). In render rather than in an effect: the next page's hooks, mounting in the
 * same render, must already see what `onLeave` changed. `onLeave` must be safe to call again.
 */
export function FirstPageLeft({ onLeave }: { onLeave: () => void }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  if (key !== firstKey) onLeave();
  return null;
}
