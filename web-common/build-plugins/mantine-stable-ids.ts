import type { Plugin } from 'vite';

/** @mantine/hooks' useId module, by the end of its resolved path. */
export const MANTINE_USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * What the builds load in its place: React's id, in the form Mantine gives it for the first render
 * (so the server's HTML is the same), kept for good.
 */
export const STABLE_USE_ID_MODULE = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

/**
 * Mantine's useId keeps React's id for the first render, then swaps it for a random one in a layout
 * effect. On a server-rendered page that is a second render of every input, label and switch,
 * synchronous because a layout effect asked for it, in the task that commits the hydration, which
 * also pulls every passive effect of the page into that task (on the directory, one task of a
 * phone's second became two of half that); and it changes ids the server's HTML already used.
 * React's ids are stable from server to browser and unique within a React root, and each app has
 * one, so both builds keep them.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'gp-mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID_MODULE.test(id) ? STABLE_USE_ID_MODULE : null;
    },
  };
}
