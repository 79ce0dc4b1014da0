import type { Params } from 'react-router';

/**
 * The API reads a page shows first, named by their SWR keys (GET URLs). The server fetches them
 * before rendering the page, so its HTML already holds the content, and hands the answers to the
 * browser, whose first render then matches the server's.
 */
export type ServerDataKeys = (page: { params: Params; url: URL }) => string[];

/** Where the server puts the answers: a JSON data block, never run by the browser. */
export const SERVER_DATA_ELEMENT_ID = 'server-data';
