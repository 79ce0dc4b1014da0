// The entry every server process runs: `node api/dist/main.js <command>` (npm start, the Docker
// image, docker-compose). scripts/build.mjs bundles server.ts and what it imports (all but native
// and file-reading packages) into server.bundle.js: one file to read instead of over a thousand, which
// V8 then compiles from its code cache in DATA_DIR/code-cache (Node 20 keeps no compiled code
// between starts by itself). The two halve the time from start to a listening server.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from './config/data-dir';
import type * as Server from './server';
import { requireWithCodeCache } from './web/code-cache';

const bundle = join(__dirname, 'server.bundle.js');
const argv = process.argv.slice(2);

if (existsSync(bundle)) {
  const cacheDir = join(resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR), 'code-cache');
  const server = requireWithCodeCache<typeof Server>(bundle, cacheDir);
  // Once started, so that the cache holds the code a start runs, not only what loading the file does.
  server.exports.runServer(argv, { started: () => setImmediate(server.saveCache) });
} else {
  // Compiled without the bundling step (swc alone): the modules one by one.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when there is no bundle
  (require('./server') as typeof Server).runServer(argv);
}
