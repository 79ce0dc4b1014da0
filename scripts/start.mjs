#!/usr/bin/env node
// npm start: builds whatever is missing, then runs the single embedded process (API, projector,
// job workers and both web apps) on PORT, default 3000.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { nestProjects } from './build.mjs';
import { serverEnv } from './server-process.mjs';

const root = join(import.meta.dirname, '..');
execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--all', '--if-missing'], { stdio: 'inherit' });
// The application's entry file, as nest-cli.json declares it.
const app = nestProjects().find((project) => project.entryFile);
const child = spawn(process.execPath, [join(root, app.root, app.swc.outDir, `${app.entryFile}.js`), 'all'], {
  stdio: 'inherit',
  cwd: root,
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
