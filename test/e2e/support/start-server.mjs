#!/usr/bin/env node
// The server the browser tests drive: the built embedded process on port 3100 with a fresh data
// directory and the demo seed, so every run starts from the same state.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'gp-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
const child = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js'), 'all'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn' },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
