/**
 * Where the embedded adapters keep their files (and the server its compiled-code caches) when
 * DATA_DIR is not set, relative to the working directory. Its own module: main.ts reads it before
 * anything else is loaded.
 */
export const DEFAULT_DATA_DIR = 'data';
