import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.cjs';

const repositoryRoot = join(__dirname, '..');
const externalBaseUrl = process.env.E2E_BASE_URL;
const portAskedFor = process.env.E2E_PORT;
// A free port unless one is asked for, so runs on one machine never collide. Set in the
// environment, so the webServer (start-server.mjs) and the workers, which load this file again,
// all use the one the runner chose.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })",
  ],
  { encoding: 'utf8' },
);
const ownServerUrl = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Browser journeys in Debian's Chromium against the built embedded server (both web apps, one origin). */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // Playwright empties this folder at start: a run on its own port keeps its own.
  outputDir: join(repositoryRoot, 'test-results', portAskedFor ? `playwright-${portAskedFor}` : 'playwright'),
  forbidOnly: true,
  retries: 0,
  // One journey at a time: with two, two browsers and the server starved each other on this
  // two-core machine, and every clean-clone run of 29 Nov had one to four journeys past a ceiling
  // (a first load, an axe pass, a click aimed at a list that had moved).
  workers: 1,
  // Ceilings, not waits: a journey shares this two-core machine with the server and its browser,
  // and a page hydrating its server-rendered HTML there can take more than the 5 s default to answer.
  // A page drawn in the browser has spent 6 s running its scripts before its first API request (a
  // CI trace: the admin's view of a profile, 10.5 s to its heading), so an expectation waits 20 s.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? ownServerUrl,
    // A trace records every step's snapshots, a load of its own; CI keeps only the log, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A service worker would answer requests behind page.route's back; the offline test opts in.
    serviceWorkers: 'block',
    // The app honours reduced motion (the theme's respectReducedMotion): no dialog is checked by axe half faded in.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
      },
    },
  ],
  // With E2E_BASE_URL the tests run against a server someone else started.
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node test/e2e/support/start-server.mjs',
        cwd: repositoryRoot,
        url: `${ownServerUrl}/api/health`,
        reuseExistingServer: false,
        // A ceiling: building the demo's read models took more than a minute on a busy machine.
        timeout: 180_000,
      },
});
