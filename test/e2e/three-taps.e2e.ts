import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshotPath, test } from './support/fixtures';

test.use({ locale: 'es-CR', viewport: { width: 390, height: 900 }, hasTouch: true, isMobile: true });

/**
 * The measure of the path from a Spanish phone to a WhatsApp chat: from `/`, one typed
 * phrase and at most two taps (search, then a card's WhatsApp) reach wa.me, with a text that names
 * what and where the visitor looked for. The demo data holds a pro on WhatsApp for each search.
 */
const SEARCHES = [
  { phrase: 'fontanero en Tamarindo', heading: 'Fontanería en Tamarindo', wanted: 'Busco fontanería en Tamarindo.' },
  { phrase: 'limpieza Sámara', heading: 'Limpieza de casas en Sámara', wanted: 'Busco limpieza de casas en Sámara.' },
  {
    phrase: 'aire acondicionado Liberia',
    heading: 'Aire acondicionado en Liberia',
    wanted: 'Busco aire acondicionado en Liberia.',
  },
] as const;

/** Counts the visitor's taps, so the test states the figure rather than implying it. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.tap();
    },
    get taps() {
      return taps;
    },
  };
}

for (const { phrase, heading, wanted } of SEARCHES) {
  test(`a Spanish phone reaches a WhatsApp chat for "${phrase}" with one phrase and two taps`, async ({ page }) => {
    const opened: string[] = [];
    await page.route('https://wa.me/**', async (route) => {
      opened.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' });
    });
    const visitor = tapCounter();

    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await page.getByRole('combobox', { name: '¿Qué necesitas?' }).fill(phrase);
    await visitor.tap(page.getByRole('button', { name: 'Buscar profesionales' }));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const results = page.getByRole('list', { name: 'Profesionales encontrados' });
    const firstOnWhatsapp = results
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'WhatsApp', exact: true }) });
    await expect(firstOnWhatsapp.first()).toBeVisible();
    if (phrase === SEARCHES[0].phrase) {
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath('three-taps-results-es-390.png') });
    }
    await visitor.tap(firstOnWhatsapp.first().getByRole('button', { name: 'WhatsApp', exact: true }));

    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(visitor.taps).toBe(2);
    const text = new URL(opened.at(-1)!).searchParams.get('text') ?? '';
    expect(text).toMatch(/^Hola .+, te encontré en Guanacaste Pros\. /);
    expect(text.endsWith(wanted)).toBe(true);
  });
}
