import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus when it first renders: for what replaces the form the
 * person was in (a sent or saved state), so their focus does not fall back to the top of the page.
 * The element needs tabIndex={-1} unless it is focusable already.
 */
export function useFocusOnMount<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
