import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const screenshotDir = join(__dirname, '..', '..', '..', 'test-results', 'screenshots');

/** Where a screenshot for people to look at goes. */
export const screenshotPath = (fileName: string) => join(screenshotDir, fileName);

export const DEMO_ADMIN = { email: 'admin@demo.guanacastepros.cr', password: 'pura-vida-admin' } as const;

interface ConsoleEntry {
  text: string;
  url: string;
}

export interface ConsoleChecks {
  /** Chromium logs every 4xx/5xx answer as a console error; this one is the test's point. */
  allowFailedResponse(pathname: string): void;
}

/**
 * Every test fails on a console error or an uncaught exception. Expected are Chromium's "Failed
 * to load resource" lines for a document the server deliberately answers with 404 (unknown
 * pages render the app's 404 page with a 404 status) and for answers a test allows.
 */
export const test = base.extend<{ consoleErrors: ConsoleChecks }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: ConsoleEntry[] = [];
      const expectedFailures = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document' && response.status() === 404)
          expectedFailures.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
      });
      page.on('pageerror', (error) => errors.push({ text: error.message, url: page.url() }));
      const allowedPaths = new Set<string>();
      await use({ allowFailedResponse: (pathname) => allowedPaths.add(pathname) });
      const isExpected = (entry: ConsoleEntry) =>
        entry.text.startsWith('Failed to load resource') &&
        (expectedFailures.has(entry.url) || allowedPaths.has(pathOf(entry.url)));
      expect(errors.filter((entry) => !isExpected(entry))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}

/**
 * Full-page screenshots at phone and desktop widths, for people to look at (no pixel
 * assertions). `ready` waits for what a width changes (e.g. a layout chosen by a media query).
 * The page is left at the desktop width.
 */
export async function screenshotBothWidths(page: Page, name: string, ready?: (width: number) => Promise<void>) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await ready?.(width);
    await page.screenshot({ path: screenshotPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** Signs a request context (its own cookie jar, or a page's via page.request) in through the API. */
export async function signInThroughApi(
  request: APIRequestContext,
  credentials: { email: string; password: string } = DEMO_ADMIN,
) {
  const response = await request.post('/api/v1/auth/sign-in', { data: credentials });
  expect(response.status()).toBe(200);
}

/** The account page's tabs as laid out for a width: compact pills in rows on a phone, a tab bar wider. */
export const accountTabsLaidOutFor = (page: Page, width: number) =>
  expect(page.locator('.account-tabs')).toHaveAttribute(
    'class',
    width < 768 ? /\baccount-tabs-compact\b/ : /^(?!.*account-tabs-compact)/,
  );

/**
 * Chooses an option of an open list through its own click handler. A mouse click aims where the
 * option was a moment before; on the busy CI machine the list moved in between (a status line of the
 * previous autosave appearing), the click chose nothing and the journey waited for a save that
 * never came (seen twice, in the wizard's service pickers).
 */
export const chooseOption = (option: Locator) => option.dispatchEvent('click');
