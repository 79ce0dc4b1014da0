import type { Params } from 'react-router';

/**
 * The API reads a page shows first, named by their SWR keys (GET URLs). The server fetches them
 * before rendering the page, so its HTML already holds the content, and hands the answers to the
 * browser, whose first render then matches the server's.
 */
export type ServerDataKeys = (page: { params: Params; url: URL }) => string[];

/** A route's handle that names its server data (returned by the route's lazy function). */
export interface ServerDataHandle {
  serverData?: ServerDataKeys;
}

/** Where the server puts the answers: a JSON data block, never run by the browser. */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

/** Every key the matched routes ask for, once each. */
export function serverDataKeys(
  matches: ReadonlyArray<{ params: Params; route: { handle?: unknown } }>,
  url: URL,
): string[] {
  const keys = matches.flatMap(
    ({ params, route }) => (route.handle as ServerDataHandle | undefined)?.serverData?.({ params, url }) ?? [],
  );
  return [...new Set(keys)];
}
