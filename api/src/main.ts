// The entry every server process runs: `node api/dist/main.js <command>` (npm start, the Docker
// image, docker-compose). scripts/build.mjs bundles server.ts and what it imports (all but native
// and file-reading packages) into server.bundle.js: one file to read and compile instead of over
// a thousand, which takes about a quarter off the time from start to a served page.
//
// Not through requireWithCodeCache, although V8's code cache would take as much again off a start:
// code compiled by vm.Script made every request's garbage collection about ten times dearer (the
// profile GET went from ~90 to ~200 µs of CPU, scavenges from ~1 to ~10 ms), which vm.compileFunction
// and require do not.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as Server from './server';

const bundle = join(__dirname, 'server.bundle.js');
// Compiled without the bundling step (swc alone), the server runs from its modules one by one.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- which of the two is known at run time
const server = require(existsSync(bundle) ? bundle : './server') as typeof Server;
server.runServer(process.argv.slice(2));
