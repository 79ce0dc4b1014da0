#!/usr/bin/env node
// The server Playwright's webServer starts: the built embedded process on E2E_PORT with a
// fresh data directory and the demo seed, so every run starts from the same state.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import serverEnvModule from './server-env.cjs';

const { serverEnv } = serverEnvModule;

const root = join(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'gp-e2e-'));
const child = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js'), 'all'], {
  cwd: root,
  stdio: 'inherit',
  // playwright.config.ts always sets E2E_PORT (a free port unless one was asked for).
  env: serverEnv(process.env.E2E_PORT, dataDir),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
