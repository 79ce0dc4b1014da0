import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False on the server and in the render that hydrates its HTML, true from then on. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
