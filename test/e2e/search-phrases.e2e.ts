import { expect, expectNoAxeViolations, signInThroughApi, test } from './support/fixtures';
import { publicPro } from './support/pros';

test.use({ locale: 'es-CR', viewport: { width: 390, height: 900 } });

test('on a phone in Spanish, words typed in both home fields without picking a suggestion find the filtered pros, shown as chips one tap removes', async ({
  page,
  request: admin,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`.slice(-7);
  const name = `Fontanero Nosara ${tag}`;
  await signInThroughApi(admin);
  await publicPro(() => playwright.request.newContext({ baseURL }), admin, tag, name, `+5067${tag}`, {
    serviceIds: ['plumbing'],
    zoneIds: ['nosara'],
  });

  await page.goto('/pros');
  const results = page.getByRole('list', { name: 'Profesionales encontrados' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const everyone = await results.getByRole('article').count();

  // An es-CR browser lands on the Spanish home.
  await page.goto('/');
  await expect(page).toHaveURL(/\/es$/);
  await page.getByRole('combobox', { name: '¿Qué necesitas?' }).fill('fontanero');
  await page.getByRole('combobox', { name: '¿Dónde?' }).fill('Nosara');
  // Leaving the first field kept its words.
  await expect(page.getByRole('combobox', { name: '¿Qué necesitas?' })).toHaveValue('fontanero');
  await page.getByRole('button', { name: 'Buscar profesionales' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fontanería en Nosara');
  const chips = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('button')).toHaveText(['Fontanería', 'Nosara']);
  await expect(chips.getByRole('button', { name: 'Quitar filtro: Fontanería' })).toBeVisible();
  await expect(results.getByRole('article', { name })).toBeVisible();
  await expect.poll(() => results.getByRole('article').count()).toBeLessThan(everyone);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/phrases-results-es.png', fullPage: false });

  // One tap takes the place off; the service stays.
  await chips.getByRole('button', { name: 'Quitar filtro: Nosara' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fontanería en Guanacaste');
  await expect(chips.getByRole('button')).toHaveText(['Fontanería']);
  await expect(results.getByRole('article', { name })).toBeVisible();
});
