import type { Params, RouteObject } from 'react-router';
import { lazyModuleOf } from './lazy-route';

/**
 * The API reads a page shows first, named by their SWR keys (GET URLs). The server fetches them
 * before rendering the page, so its HTML already holds the content, and hands the answers to the
 * browser, whose first render then matches the server's.
 */
export type ServerDataKeys = (page: { params: Params; url: URL }) => string[];

/** Where the server puts the answers: a JSON data block, never run by the browser. */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

/** Every key the matched routes' loaded modules ask for, once each. */
export function serverDataKeys(matches: ReadonlyArray<{ params: Params; route: RouteObject }>, url: URL): string[] {
  const keys = matches.flatMap(({ params, route }) => lazyModuleOf(route)?.loaded?.serverData?.({ params, url }) ?? []);
  return [...new Set(keys)];
}
