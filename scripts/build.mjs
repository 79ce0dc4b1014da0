#!/usr/bin/env node
// Builds the server workspaces (swc → CommonJS in each workspace's dist/) and the two web apps
// (vite). --if-missing skips a part whose output already exists; npm start uses it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const ifMissing = args.has('--if-missing');
const all = args.has('--all');
const server = all || args.has('--server');
const web = all || args.has('--web');

const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, cmdArgs, cwd = root) => execFileSync(cmd, cmdArgs, { cwd, stdio: 'inherit' });

if (server) {
  for (const workspace of ['shared', 'projections', 'api']) {
    if (ifMissing && existsSync(join(root, workspace, 'dist'))) continue;
    // From inside the workspace, so src/x.ts lands at dist/x.js where package.json's main points.
    run(bin('swc'), ['src', '-d', 'dist', '--strip-leading-paths', '--copy-files', '--quiet', '--config-file', '../.swcrc',
      '--ignore', '**/*.spec.ts,**/*.spec.tsx,**/*.contract.ts,src/testing/**'], join(root, workspace));
  }
}
if (web) {
  for (const app of ['web-public', 'web-admin']) {
    if (ifMissing && existsSync(join(root, app, 'dist', 'index.html'))) continue;
    run(bin('vite'), ['build', '--logLevel', 'warn'], join(root, app));
  }
}
