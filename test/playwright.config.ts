import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const repositoryRoot = join(__dirname, '..');
const externalBaseUrl = process.env.E2E_BASE_URL;
// start-server.mjs listens on E2E_PORT too, so two runs on one machine can each pick a port.
const ownServerUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;

/** Browser journeys in Debian's Chromium against the built embedded server (both web apps, one origin). */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // Playwright empties this folder at start: a run on its own port keeps its own.
  outputDir: join(repositoryRoot, 'test-results', process.env.E2E_PORT ? `playwright-${process.env.E2E_PORT}` : 'playwright'),
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? ownServerUrl,
    trace: 'retain-on-failure',
    // A service worker would answer requests behind page.route's back; the offline test opts in.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
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
        timeout: 60_000,
      },
});
